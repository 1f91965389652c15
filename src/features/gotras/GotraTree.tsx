import {
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react'

import { GOTRA_IDS } from '@/data/gotras'
import { gotrasText } from '@/lib/i18n/gotras'
import type { Language } from '@/lib/i18n/language'
import { rovingIndexForKey } from '@/lib/rovingIndex'

import { gotrasContent } from './gotraContent'
import { GotraTreeDecor } from './GotraTreeDecor'
import { GotraTreeNode } from './GotraTreeNode'
import {
  dotsPath,
  layoutTree,
  TREE_CENTER,
  TREE_HEIGHT,
  TREE_WIDTH,
} from './treeLayout'
import { useDrawnAfterPageOnClient } from './useDrawnAfterPageOnClient'

/** The layout never changes: computed once for the 102 gotras. */
const NODES = layoutTree(GOTRA_IDS.length)
/** One line from the centre to every node, drawn as a single path. */
const SPOKES = NODES.map(
  (node) => `M${TREE_CENTER.x} ${TREE_CENTER.y}L${node.x} ${node.y}`,
).join('')

type GotraTreeProps = {
  highlightedId: string | null
  matchedIds: ReadonlySet<string>
  selectedId: string | null
  onOpen: (id: string, opener: SVGCircleElement) => void
  onEscape: () => void
  /**
   * The edition shown. The tree is memoised and stays mounted when the
   * language switch changes the address, so without it the tree kept the
   * other edition's words.
   */
  language: Language
}

/**
 * The radial family tree: the deity at the centre, a node per gotra. One node
 * is in the tab order at a time (roving tabindex); the arrow keys, Home and
 * End move between nodes, Enter or Space opens a node's card.
 */
export const GotraTree = memo(function GotraTree({
  highlightedId,
  matchedIds,
  selectedId,
  onOpen,
  onEscape,
  language,
}: GotraTreeProps) {
  const helpId = useId()
  // In the prerendered page at once; in the browser the 102 nodes are drawn
  // in a second, low-priority render, so the page and its search box appear
  // (and respond) first.
  const showNodes = useDrawnAfterPageOnClient()
  const nodeRefs = useRef<(SVGCircleElement | null)[]>([])
  const { gotras } = gotrasContent()
  // Ids and order are the same in both editions (decision 029).
  const highlightIndex = highlightedId ? GOTRA_IDS.indexOf(highlightedId) : -1
  // All plain dots in one path and all matched dots in another: 102 fewer
  // elements for the browser (and for accessibility checkers) to walk.
  const dots = useMemo(() => {
    const others = NODES.filter((node) => node.index !== highlightIndex)
    const isMatch = (node: (typeof NODES)[number]) =>
      matchedIds.has(GOTRA_IDS[node.index] ?? '')
    return {
      plain: dotsPath(others.filter((node) => !isMatch(node))),
      matched: dotsPath(others.filter(isMatch)),
    }
  }, [highlightIndex, matchedIds])
  const [activeIndex, setActiveIndex] = useState(0)
  const [seenHighlight, setSeenHighlight] = useState(highlightIndex)
  // The highlighted node becomes the one Tab reaches (adjusted in render).
  if (highlightIndex !== seenHighlight) {
    setSeenHighlight(highlightIndex)
    if (highlightIndex >= 0) setActiveIndex(highlightIndex)
  }

  useEffect(() => {
    if (highlightIndex < 0) return
    // jsdom has no scrollIntoView; browsers do.
    nodeRefs.current[highlightIndex]?.scrollIntoView?.({
      block: 'nearest',
      inline: 'nearest',
    })
  }, [highlightIndex])

  function handleKeyDown(
    event: KeyboardEvent<SVGCircleElement>,
    index: number,
  ) {
    if (event.key === 'Escape') {
      onEscape()
      return
    }
    const gotra = gotras[index]
    if ((event.key === 'Enter' || event.key === ' ') && gotra) {
      event.preventDefault()
      onOpen(gotra.id, event.currentTarget)
      return
    }
    const next = rovingIndexForKey(event.key, index, gotras.length)
    if (next === null) return
    event.preventDefault()
    setActiveIndex(next)
    nodeRefs.current[next]?.focus()
  }

  return (
    <div>
      <p id={helpId} className="mb-3 text-sm text-ink-muted">
        {gotrasText('gotras.tree.help')}
      </p>
      <div className="overflow-x-auto rounded-3xl border border-cream-300 bg-white shadow-card">
        <svg
          viewBox={`0 0 ${TREE_WIDTH} ${TREE_HEIGHT}`}
          role="group"
          aria-label={gotrasText('gotras.tree.label')}
          aria-describedby={helpId}
          className="block h-auto w-full min-w-[640px]"
        >
          <g aria-hidden="true">
            <path d={SPOKES} className="stroke-gold-300" strokeWidth={1} />
            <circle
              cx={TREE_CENTER.x}
              cy={TREE_CENTER.y}
              r={72}
              className="fill-saffron-100 stroke-saffron-500"
              strokeWidth={4}
            />
            <text
              x={TREE_CENTER.x}
              y={TREE_CENTER.y - 4}
              textAnchor="middle"
              className="fill-maroon-800 font-display text-[20px] font-bold"
            >
              {gotrasText('gotras.tree.deity')}
            </text>
            <text
              x={TREE_CENTER.x}
              y={TREE_CENTER.y + 18}
              textAnchor="middle"
              className="fill-maroon-800 text-[12px] font-semibold"
            >
              {gotrasText('gotras.tree.deitySub')}
            </text>
          </g>
          {showNodes ? (
            <g aria-hidden="true" className="stroke-white" strokeWidth={2}>
              <path d={dots.plain} className="fill-maroon-500" />
              <path d={dots.matched} className="fill-saffron-500" />
            </g>
          ) : null}
          {(showNodes ? NODES : []).map((node) => {
            const gotra = gotras[node.index]
            if (!gotra) return null
            return (
              <GotraTreeNode
                key={gotra.id}
                ref={(element) => {
                  nodeRefs.current[node.index] = element
                }}
                node={node}
                name={gotra.name}
                isHighlighted={gotra.id === highlightedId}
                isSelected={gotra.id === selectedId}
                isTabStop={node.index === activeIndex}
                onClick={(event) => {
                  setActiveIndex(node.index)
                  onOpen(gotra.id, event.currentTarget)
                }}
                onKeyDown={(event) => handleKeyDown(event, node.index)}
              />
            )
          })}
          {showNodes ? (
            <GotraTreeDecor
              nodes={NODES}
              highlightIndex={highlightIndex}
              language={language}
            />
          ) : null}
        </svg>
      </div>
    </div>
  )
})
