import type { KeyboardEvent, MouseEvent, Ref } from 'react'

import { cn } from '@/lib/cn'
import { gotrasText } from '@/lib/i18n/gotras'

import type { TreeNode } from './treeLayout'

type GotraTreeNodeProps = {
  ref: Ref<SVGCircleElement>
  node: TreeNode
  name: string
  isHighlighted: boolean
  isSelected: boolean
  isTabStop: boolean
  onClick: (event: MouseEvent<SVGCircleElement>) => void
  onKeyDown: (event: KeyboardEvent<SVGCircleElement>) => void
}

/**
 * One gotra in the tree: a single focusable 30 px circle that is the hit
 * area and draws the hover, focus and selected rings. The dots, labels and
 * highlight are drawn by the tree as decoration (one element per node keeps
 * the page light for browsers and accessibility checkers).
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
  return (
    <circle
      ref={ref}
      role="button"
      tabIndex={isTabStop ? 0 : -1}
      aria-label={gotrasText(
        isHighlighted ? 'gotras.tree.nodeHighlighted' : 'gotras.tree.node',
        { name },
      )}
      data-highlighted={isHighlighted || undefined}
      cx={node.x}
      cy={node.y}
      r={15}
      strokeWidth={3}
      className={cn(
        'cursor-pointer fill-transparent hover:stroke-maroon-400 focus-visible:stroke-maroon-800',
        isSelected ? 'stroke-leaf-700' : 'stroke-transparent',
      )}
      onClick={onClick}
      onKeyDown={onKeyDown}
    />
  )
}
