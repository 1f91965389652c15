import type { Family } from '@/lib/backend'

/**
 * What the grown-ups' area shows (decision 028): a sign-in prompt, the
 * family loading or failing, the parent's confirmation if it was never given,
 * the PIN to create on the first visit, the PIN to enter, or the area.
 */
export type FamilyGate =
  | 'sign-in'
  | 'loading'
  | 'error'
  | 'consent'
  | 'create-pin'
  | 'enter-pin'
  | 'open'

type GateInput = {
  authLoading: boolean
  signedIn: boolean
  family: Family | undefined
  familyError: boolean
  /** The PIN was entered (or just created) during this visit. */
  unlocked: boolean
}

export function familyGate({
  authLoading,
  signedIn,
  family,
  familyError,
  unlocked,
}: GateInput): FamilyGate {
  if (authLoading) return 'loading'
  if (!signedIn) return 'sign-in'
  if (!family) return familyError ? 'error' : 'loading'
  if (family.consentedAt === null) return 'consent'
  if (!family.hasPin) return 'create-pin'
  return unlocked ? 'open' : 'enter-pin'
}

/** "Who's playing?" needs the confirmation too, but never the PIN. */
export function playersGate(
  input: Omit<GateInput, 'unlocked'>,
): Exclude<FamilyGate, 'create-pin' | 'enter-pin'> {
  const gate = familyGate({ ...input, unlocked: true })
  return gate === 'create-pin' || gate === 'enter-pin' ? 'open' : gate
}
