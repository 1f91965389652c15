import { createTranslator } from './createTranslator'
import { chromeMessages } from './en'
import { accountsMessages } from './en/accounts'

/** The accounts feature's strings plus the shell's, read with `t()`. */
const messages = { ...chromeMessages, ...accountsMessages } as const

export type MessageKey = keyof typeof messages
export const t = createTranslator<MessageKey>(messages, () =>
  Promise.all([import('./te'), import('./te/accounts')]).then(
    ([shell, feature]) => ({
      ...shell.chromeMessages,
      ...feature.accountsMessages,
    }),
  ),
)
