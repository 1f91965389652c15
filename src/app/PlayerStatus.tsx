import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router-dom'

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
// (scripts/check-build.mjs).
const FamilyControls = lazy(() =>
  withTeluguTwins(import('./FamilyControls')).then((m) => ({
    default: m.FamilyControls,
  })),
)

type PlayerStatusProps = { place: ControlsPlace; className?: string }

/**
 * The nav's one account control: for a guest, the leaderboard and "Login /
 * Sign Up"; for a signed-in family, the child playing and their menu.
 */
export function PlayerStatus({ place, className }: PlayerStatusProps) {
  const { user } = useAuth()
  const disclosure = useDisclosure()
  const location = useLocation()
  if (!user) return <GuestLinks place={place} className={className} />
  return (
    <Suspense fallback={null}>
      <FamilyControls
        place={place}
        disclosure={disclosure}
        isCurrent={(href) => isCurrentNavItem(href, location)}
        className={className}
      />
    </Suspense>
  )
}
