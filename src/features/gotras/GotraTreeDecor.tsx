import { memo } from 'react'

import { cn } from '@/lib/cn'
import type { Language } from '@/lib/i18n/language'

import { gotrasContent } from './gotraContent'
import {
  HIGHLIGHT_DOT_RADIUS,
  labelPlacement,
  showsLabel,
  type TreeNode,
} from './treeLayout'

type GotraTreeDecorProps = {
  nodes: readonly TreeNode[]
  highlightIndex: number
  /** The edition shown: the labels are drawn again when it changes. */
  language: Language
}

/**
 * The tree's labels (every 8th node and the highlighted one, each name
 * whole: every name fits inside the tree, English and Telugu, as
 * e2e/gotras-prerendered.spec.ts measures) and the highlighted node's halo
 * and dot. Decoration only: hidden from assistive technology and from the
 * pointer.
 */
export const GotraTreeDecor = memo(function GotraTreeDecor({
  nodes,
  highlightIndex,
}: GotraTreeDecorProps) {
  const highlighted = nodes[highlightIndex]
  const { gotras } = gotrasContent()

  return (
    <g aria-hidden="true" className="pointer-events-none">
      {highlighted ? (
        <>
          <circle
            cx={highlighted.x}
            cy={highlighted.y}
            r={20}
            className="fill-gold-200/70 stroke-saffron-600 motion-safe:animate-pulse"
            strokeWidth={2}
          />
          <circle
            cx={highlighted.x}
            cy={highlighted.y}
            r={HIGHLIGHT_DOT_RADIUS}
            className="fill-saffron-600 stroke-white"
            strokeWidth={2}
          />
        </>
      ) : null}
      {nodes.map((node) => {
        const isHighlighted = node.index === highlightIndex
        const name = gotras[node.index]?.name
        if (!name || !showsLabel(node.index, isHighlighted)) return null
        const label = labelPlacement(node)
        return (
          <text
            key={node.index}
            x={label.x}
            y={label.y}
            textAnchor={label.anchor}
            strokeWidth={4}
            className={cn(
              'stroke-white [paint-order:stroke]',
              isHighlighted
                ? 'fill-maroon-800 text-[15px] font-bold'
                : 'fill-ink text-[13px]',
            )}
          >
            {isHighlighted ? `✨ ${name}` : name}
          </text>
        )
      })}
    </g>
  )
})
