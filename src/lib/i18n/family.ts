import type { AgeBand } from '@/lib/backend'

import { createTranslator } from './createTranslator'
import { teluguTwin } from './edition'
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
export const t = createTranslator<MessageKey>(messages, () =>
  Promise.all([
    import('./te'),
    import('./te/accounts'),
    import('./te/family'),
  ]).then(([shell, accounts, family]) => ({
    ...shell.chromeMessages,
    ...accounts.accountsMessages,
    ...family.familyMessages,
  })),
)

const ageBands = teluguTwin(ageBandLabels, () =>
  import('./te/family').then((m) => m.ageBandLabels),
)

export function ageBandLabel(band: AgeBand): string {
  return ageBands()[band]
}
