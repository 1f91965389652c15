import { lazy, Suspense } from 'react'

import { useAuth } from '@/lib/backend'
import { withTeluguTwins } from '@/lib/i18n/edition'

// The signed-in family's controls (avatar, switch player, grown-ups, sign
// out) load only once someone is signed in: guests, and every prerendered
// page, need none of it in the first load.
const FamilyControls = lazy(() =>
  withTeluguTwins(import('./FamilyControls')).then((m) => ({
    default: m.FamilyControls,
  })),
)

/** Who plays and the family's controls in the nav; nothing for guests. */
export function PlayerStatus({ className }: { className?: string }) {
  const { user } = useAuth()
  if (!user) return null
  return (
    <Suspense fallback={null}>
      <FamilyControls className={className} />
    </Suspense>
  )
}
