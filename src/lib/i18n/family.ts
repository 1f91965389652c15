import type { AgeBand } from '@/lib/backend'

import { createTranslator, type TextKey } from './createTranslator'
import { teluguTwin } from './edition'
import { chromeMessages } from './en'
import { accountsMessages } from './en/accounts'
import { ageBandLabels, familyMessages } from './en/family'

/** The family screens' strings plus the shell's and accounts'. */
export const familyText = createTranslator({
  chrome: chromeMessages,
  accounts: accountsMessages,
  family: familyMessages,
})

export type FamilyKey = TextKey<typeof familyText>

const ageBands = teluguTwin(ageBandLabels, () =>
  import('./te/family').then((m) => m.ageBandLabels),
)

export function ageBandLabel(band: AgeBand): string {
  return ageBands()[band]
}
