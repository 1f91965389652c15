import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react'

import { gotrasText } from '@/lib/i18n/gotras'
import { getActiveLanguage } from '@/lib/i18n/language'

import { gotrasContent } from './gotraContent'
import { GotraDetailCard } from './GotraDetailCard'
import { GotraSearch } from './GotraSearch'
import { GotraTree } from './GotraTree'
import { searchStatus } from './search'
import { useGotraSearch } from './useGotraSearch'

const NO_MATCHES: ReadonlySet<string> = new Set()
const doNothing = () => {}

/**
 * Search, family tree and detail card. The input updates at once; the search
 * and the tree read a deferred copy of the query, so typing never waits for
 * the tree to redraw.
 */
export function GotraExplorer() {
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const { matches, pending } = useGotraSearch(deferredQuery)
  const matchedIds = useMemo(
    () => (matches ? new Set(matches.map((g) => g.id)) : NO_MATCHES),
    [matches],
  )
  const highlightedId = matches?.[0]?.id ?? null

  const [selectedId, setSelectedId] = useState<string | null>(null)
  const selected = selectedId
    ? gotrasContent().findGotra(selectedId)
    : undefined
  const openerRef = useRef<HTMLElement | SVGElement | null>(null)

  const open = useCallback((id: string, opener: HTMLElement | SVGElement) => {
    openerRef.current = opener
    setSelectedId(id)
  }, [])

  const close = useCallback(() => {
    setSelectedId(null)
    const opener = openerRef.current
    if (opener?.isConnected) opener.focus()
  }, [])

  return (
    <section
      aria-labelledby="find-your-gotra"
      className="mx-auto max-w-5xl px-4 pb-12"
    >
      <h2 id="find-your-gotra" className="text-3xl">
        {gotrasText('gotras.search.heading')}
      </h2>
      <div className="mt-4 max-w-2xl">
        <GotraSearch
          query={query}
          onQueryChange={setQuery}
          // A Telugu query on an English page waits a moment for the names.
          status={searchStatus(deferredQuery, pending ? null : matches)}
          matches={matches ?? []}
          onOpen={open}
        />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div>
          <h3 className="sr-only">{gotrasText('gotras.tree.heading')}</h3>
          <GotraTree
            highlightedId={highlightedId}
            matchedIds={matchedIds}
            selectedId={selectedId}
            onOpen={open}
            onEscape={selected ? close : doNothing}
            language={getActiveLanguage()}
          />
        </div>
        {selected ? <GotraDetailCard gotra={selected} onClose={close} /> : null}
      </div>
    </section>
  )
}
