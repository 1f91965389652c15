import type { KeyboardEvent, MouseEvent, Ref } from 'react'

import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n/t'

import {
  labelPlacement,
  shortName,
  showsLabel,
  type TreeNode,
} from './treeLayout'

type GotraTreeNodeProps = {
  ref: Ref<SVGGElement>
  node: TreeNode
  name: string
  isHighlighted: boolean
  isMatched: boolean
  isSelected: boolean
  isTabStop: boolean
  onClick: (event: MouseEvent<SVGGElement>) => void
  onKeyDown: (event: KeyboardEvent<SVGGElement>) => void
}

/** One gotra in the tree: a 30 px hit area, a dot and, sometimes, a label. */
export function GotraTreeNode({
  ref,
  node,
  name,
  isHighlighted,
  isMatched,
  isSelected,
  isTabStop,
  onClick,
  onKeyDown,
}: GotraTreeNodeProps) {
  const label = labelPlacement(node)
  return (
    <g
      ref={ref}
      role="button"
      tabIndex={isTabStop ? 0 : -1}
      aria-label={t(
        isHighlighted ? 'gotras.tree.nodeHighlighted' : 'gotras.tree.node',
        { name },
      )}
      data-highlighted={isHighlighted || undefined}
      className="group cursor-pointer"
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {isHighlighted ? (
        <circle
          cx={node.x}
          cy={node.y}
          r={20}
          className="fill-gold-200/70 stroke-saffron-600 motion-safe:animate-pulse"
          strokeWidth={2}
        />
      ) : null}
      {/* The 30 px hit area, which also draws the focus and selected rings. */}
      <circle
        cx={node.x}
        cy={node.y}
        r={15}
        className={cn(
          'fill-transparent stroke-transparent group-focus-visible:stroke-maroon-800',
          isSelected && 'stroke-leaf-700',
        )}
        strokeWidth={3}
      />
      <circle
        cx={node.x}
        cy={node.y}
        r={isHighlighted ? 11 : 8}
        className={cn(
          'stroke-white group-hover:fill-maroon-800',
          isHighlighted
            ? 'fill-saffron-600'
            : isMatched
              ? 'fill-saffron-500'
              : 'fill-maroon-500',
        )}
        strokeWidth={2}
      />
      {showsLabel(node.index, isHighlighted) ? (
        <text
          x={label.x}
          y={label.y}
          textAnchor={label.anchor}
          aria-hidden="true"
          className={cn(
            'fill-ink stroke-white text-[13px] [paint-order:stroke]',
            isHighlighted && 'fill-maroon-800 text-[15px] font-bold',
          )}
          strokeWidth={4}
        >
          {isHighlighted ? `✨ ${shortName(name)}` : shortName(name)}
        </text>
      ) : null}
    </g>
  )
}
