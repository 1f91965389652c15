/**
 * The avatars a child can choose for their profile, one drawing each
 * (`avatarArt.ts`). The ids are stored with the profile, so they never
 * change: a new avatar is a new id added at the end (and accepted by the
 * database's check on the profile's avatar).
 */
export const AVATAR_IDS = [
  'peacock',
  'elephant',
  'tiger',
  'parrot',
  'cow',
  'monkey',
  'deer',
  'swan',
  'lotus',
  'diya',
  'veena',
  'temple',
] as const

export type AvatarId = (typeof AVATAR_IDS)[number]

export function isAvatarId(value: unknown): value is AvatarId {
  return (AVATAR_IDS as readonly unknown[]).includes(value)
}
