import type { AvatarId } from '@/lib/backend'

import { createTranslator } from './createTranslator'
import { teluguTwin } from './edition'
import { avatarLabels, avatarsMessages } from './en/avatars'

/** The avatar picker's strings. */
export const avatarsText = createTranslator({ avatars: avatarsMessages })

const labels = teluguTwin(avatarLabels, () =>
  import('./te/avatars').then((m) => m.avatarLabels),
)

/** The name of an avatar ("Peacock"), for its label and alt text. */
export function avatarLabel(id: AvatarId): string {
  return labels()[id]
}
