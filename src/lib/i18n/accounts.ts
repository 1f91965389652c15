import { createTranslator, type TextKey } from './createTranslator'
import { chromeMessages } from './en'
import { accountsMessages } from './en/accounts'

/** The accounts feature's strings plus the shell's. */
export const accountsText = createTranslator({
  chrome: chromeMessages,
  accounts: accountsMessages,
})

export type AccountsKey = TextKey<typeof accountsText>
