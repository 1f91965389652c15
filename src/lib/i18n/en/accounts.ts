/** UI strings of the accounts feature; keys start with `accounts.`. */
export const accountsMessages = {} as const
