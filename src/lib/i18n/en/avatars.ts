import type { AvatarId } from '@/lib/backend'

/**
 * What each avatar shows, read aloud by screen readers and printed under it
 * in the picker. A Telugu dictionary of the same type can sit beside it.
 */
export const avatarLabels: Record<AvatarId, string> = {
  peacock: 'Peacock',
  elephant: 'Elephant',
  tiger: 'Tiger cub',
  parrot: 'Parrot',
  cow: 'Cow',
  monkey: 'Monkey',
  deer: 'Deer',
  swan: 'Swan',
  lotus: 'Lotus',
  diya: 'Diya lamp',
  veena: 'Veena',
  temple: 'Temple tower',
}

/** The avatar picker's own strings; keys start with `avatars.`. */
export const avatarsMessages = {
  'avatars.legend': 'Choose an avatar',
} as const
