import { createTranslator } from './createTranslator'
import { en } from './en'

/** Looks up a string of the shell and fills `{name}` placeholders. */
export const t = createTranslator(en, () => import('./te').then((m) => m.te))
