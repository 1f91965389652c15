import { useId } from 'react'

import { Search, X } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import type { Gotra } from '@/data/gotras'
import { gotrasText } from '@/lib/i18n/gotras'

import type { SearchStatus } from './search'

/** How many best matches are offered as buttons under the search box. */
export const TOP_MATCHES = 6

type GotraSearchProps = {
  query: string
  onQueryChange: (query: string) => void
  status: SearchStatus
  matches: readonly Gotra[]
  onOpen: (id: string, opener: HTMLElement) => void
}

function statusText(status: SearchStatus): string {
  switch (status.kind) {
    case 'idle':
      return ''
    case 'found':
      return gotrasText.count('gotras.search.found', status.count)
    case 'none':
      return gotrasText('gotras.search.none', { query: status.query })
  }
}

/** The search box, its spoken result and the best matches as buttons. */
export function GotraSearch({
  query,
  onQueryChange,
  status,
  matches,
  onOpen,
}: GotraSearchProps) {
  const inputId = useId()
  const hintId = useId()
  return (
    <div>
      <label
        htmlFor={inputId}
        className="font-display text-lg font-semibold text-maroon-800"
      >
        {gotrasText('gotras.search.label')}
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {gotrasText('gotras.search.hint')}
      </p>
      <div className="relative mt-2">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-maroon-700"
        />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={gotrasText('gotras.search.placeholder')}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
          className="min-h-touch w-full rounded-full border-2 border-maroon-700 bg-white py-2 pr-14 pl-12 text-lg text-ink placeholder:text-ink-muted [&::-webkit-search-cancel-button]:appearance-none"
        />
        {query !== '' ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={gotrasText('gotras.search.clear')}
            onClick={() => onQueryChange('')}
            className="absolute top-1/2 right-1 -translate-y-1/2"
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <p
        role="status"
        aria-live="polite"
        className="mt-3 min-h-7 font-semibold text-maroon-800"
      >
        {statusText(status)}
      </p>
      {matches.length > 0 ? (
        <div className="mt-2">
          <h3 className="sr-only">{gotrasText('gotras.search.topMatches')}</h3>
          <ul className="flex flex-wrap gap-2">
            {matches.slice(0, TOP_MATCHES).map((gotra, index) => (
              <li key={gotra.id}>
                <Button
                  size="sm"
                  variant={index === 0 ? 'secondary' : 'outline'}
                  onClick={(event) => onOpen(gotra.id, event.currentTarget)}
                >
                  {index === 0 ? <span aria-hidden="true">✨</span> : null}
                  {gotra.name}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
