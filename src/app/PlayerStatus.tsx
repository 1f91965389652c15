import { lazy, useEffect } from 'react'
import { useLocation } from 'react-router-dom'

import { SuspenseInEdition } from '@/components/SuspenseInEdition'
import { useAuth } from '@/lib/backend'
import { withTeluguTwins } from '@/lib/i18n/edition'

import type { ControlsPlace } from './FamilyControls'
import { GuestLinks } from './GuestLinks'
import { isCurrentNavItem } from './navItems'
import { useDisclosure } from './useDisclosure'

// The signed-in family's controls (the account menu) load only once someone
// is signed in: guests, and every prerendered page, need none of it in the
// first load. What they share with the top bar (the disclosure's state, which
// link is the current page) is handed over as props: a module of src/app
// imported by that chunk would split the app's code into more chunks
// (scripts/checks/check-build.mjs).
const FamilyControls = lazy(() =>
  withTeluguTwins(import('./FamilyControls')).then((m) => ({
    default: m.FamilyControls,
  })),
)

type PlayerStatusProps = { place: ControlsPlace; className?: string }

/**
 * The nav's one account control: for a guest, the leaderboard and "Login /
 * Sign Up"; for a signed-in family, the child playing and their menu; a
 * neutral placeholder of the same size while a signed-in family's controls
 * load, and while the session is not yet known on a device marked signed in.
 */
export function PlayerStatus({ place, className }: PlayerStatusProps) {
  const { user, loading } = useAuth()
  const disclosure = useDisclosure()
  const location = useLocation()
  // The page's inline check marked a device where a family is signed in
  // (`<html data-signed-in>`, before the first paint): the bar's guest links
  // give way to a placeholder of their size until the session is known
  // (src/styles/index.css, decision 070). Known, the mark has done its work.
  useEffect(() => {
    if (!loading) delete document.documentElement.dataset.signedIn
  }, [loading])
  // The closed menu needs nothing before then (nor does the page's HTML).
  if (loading && place === 'menu') return null
  if (!user) return <GuestLinks place={place} className={className} />
  return (
    <SuspenseInEdition
      fallback={
        place === 'bar' ? (
          <GuestLinks place={place} className={className} placeholder />
        ) : null
      }
    >
      <FamilyControls
        place={place}
        disclosure={disclosure}
        isCurrent={(href) => isCurrentNavItem(href, location)}
        className={className}
      />
    </SuspenseInEdition>
  )
}
