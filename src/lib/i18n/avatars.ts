import type { AvatarId } from '@/components/avatars/avatarIds'

import { createTranslator } from './createTranslator'
import { avatarLabels, avatarsMessages } from './en/avatars'

/** The avatar picker's strings, read with `t()`. */
export const t = createTranslator(avatarsMessages)

/** The name of an avatar ("Peacock"), for its label and alt text. */
export function avatarLabel(id: AvatarId): string {
  return avatarLabels[id]
}
