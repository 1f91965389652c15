import type { KeyboardEvent, MouseEvent, Ref } from 'react'

import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n/t'

import {
  HIGHLIGHT_DOT_RADIUS,
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
  isSelected: boolean
  isTabStop: boolean
  onClick: (event: MouseEvent<SVGGElement>) => void
  onKeyDown: (event: KeyboardEvent<SVGGElement>) => void
}

/**
 * One gotra in the tree: a 30 px hit area that also draws the focus and
 * selected rings, and, when highlighted, a halo, a bigger dot and a label.
 * The plain dots are drawn by the tree as one path.
 */
export function GotraTreeNode({
  ref,
  node,
  name,
  isHighlighted,
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
          'fill-transparent stroke-transparent group-hover:stroke-maroon-400 group-focus-visible:stroke-maroon-800',
          isSelected && 'stroke-leaf-700',
        )}
        strokeWidth={3}
      />
      {isHighlighted ? (
        <circle
          cx={node.x}
          cy={node.y}
          r={HIGHLIGHT_DOT_RADIUS}
          className="fill-saffron-600 stroke-white"
          strokeWidth={2}
        />
      ) : null}
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
