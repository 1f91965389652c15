import type { AgeBand } from '@/lib/backend/types'

import { createTranslator } from './createTranslator'
import { chromeMessages } from './en'
import { accountsMessages } from './en/accounts'
import { ageBandLabels, familyMessages } from './en/family'

/** The family screens' strings plus the shell's and accounts', read with `t()`. */
const messages = {
  ...chromeMessages,
  ...accountsMessages,
  ...familyMessages,
} as const

export type MessageKey = keyof typeof messages
export const t = createTranslator<MessageKey>(messages)

export function ageBandLabel(band: AgeBand): string {
  return ageBandLabels[band]
}
