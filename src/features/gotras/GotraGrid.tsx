import { Link } from 'react-router-dom'

import { gotrasText } from '@/lib/i18n/gotras'
import { paths } from '@/lib/paths'

import { gotrasContent } from './gotraContent'
import { GotraSection } from './GotraSection'
import { useDrawnAfterPageOnClient } from './useDrawnAfterPageOnClient'

/** Every gotra as a card linking to its own page. */
export function GotraGrid() {
  // Far below the fold: in the prerendered page at once; in the browser
  // rendered after the top of the page (low priority).
  const showCards = useDrawnAfterPageOnClient()
  const { gotras, SAGE_NOT_IDENTIFIED } = gotrasContent()
  return (
    <GotraSection
      id="all-gotras"
      title={gotrasText('gotras.grid.heading')}
      intro={gotrasText('gotras.grid.intro')}
      className="bg-cream-200/60"
    >
      <ul className="mt-6 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {(showCards ? gotras : []).map((gotra) => (
          <li key={gotra.id}>
            <Link
              to={paths.gotra.getHref(gotra.id)}
              className="flex h-full min-h-touch flex-col rounded-2xl border border-cream-300 bg-white px-4 py-3 font-display text-lg font-semibold text-maroon-800 shadow-card hover:border-maroon-400"
            >
              {gotra.name}
              {gotra.greatSage !== SAGE_NOT_IDENTIFIED ? (
                <span className="font-sans text-sm font-normal text-ink-muted">
                  {gotrasText('gotras.grid.sage', {
                    sage: gotra.greatSage.split(' (')[0] ?? gotra.greatSage,
                  })}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </GotraSection>
  )
}
