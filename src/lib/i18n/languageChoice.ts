import {
  browserStorage,
  readStored,
  unreadable,
  writePreference,
  type Parsed,
  type StorageLike,
} from '@/lib/storage/storedValue'

import {
  isLanguage,
  languageOfPath,
  localizePath,
  type Language,
} from './language'

/**
 * The edition a visitor chose with the language switch, remembered on the
 * device (localStorage, read through lib/storage/storedValue, decision 027).
 * Only the switch writes it; it is read once, when a visit starts
 * (src/main.tsx): a visitor who chose Telugu and arrives at an English
 * address is taken to its Telugu twin. Telugu addresses are always shown in
 * Telugu: someone shared that page in Telugu.
 */

export const LANGUAGE_KEY = 'vasavi-kids:language'

/** The saved text: one of the editions, or unreadable (set aside). */
export function parseStoredLanguage(raw: string): Parsed<Language> {
  return isLanguage(raw) ? { status: 'ok', value: raw } : unreadable
}

/** The stored choice, or null when there is none (or none readable). */
export function readLanguageChoice(
  storage: StorageLike | null = browserStorage('localStorage'),
): Language | null {
  return readStored<Language | null>(storage, LANGUAGE_KEY, {
    parse: parseStoredLanguage,
    serialize: (language) => language ?? '',
    fallback: null,
  })
}

export function saveLanguageChoice(
  language: Language,
  storage: StorageLike | null = browserStorage('localStorage'),
): void {
  // Quota or privacy mode: the switch still works for this page.
  writePreference(storage, LANGUAGE_KEY, language)
}

/**
 * Where a visit that starts at `href` should go instead, or null to stay:
 * the Telugu twin when the visitor chose Telugu and `href` is English.
 */
export function arrivalRedirect(
  href: string,
  choice: Language | null,
): string | null {
  if (choice !== 'te' || languageOfPath(href) === 'te') return null
  return localizePath(href, 'te')
}
