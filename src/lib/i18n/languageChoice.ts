import {
  isLanguage,
  languageOfPath,
  localizePath,
  type Language,
} from './language'

/**
 * The edition a visitor chose with the language switch, remembered on the
 * device (localStorage). Only the switch writes it; it is read once, when a
 * visit starts (src/main.tsx): a visitor who chose Telugu and arrives at an
 * English address is taken to its Telugu twin. Telugu addresses are always
 * shown in Telugu: someone shared that page in Telugu.
 */

export const LANGUAGE_KEY = 'vasavi-kids:language'

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

/** The saved text: one of the editions, or nothing usable (null). */
export function parseStoredLanguage(raw: string | null): Language | null {
  return isLanguage(raw) ? raw : null
}

function deviceStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage blocked by the browser's settings: nothing is remembered.
    return null
  }
}

export function readLanguageChoice(
  storage: StorageLike | null = deviceStorage(),
): Language | null {
  try {
    return parseStoredLanguage(storage?.getItem(LANGUAGE_KEY) ?? null)
  } catch {
    return null
  }
}

export function saveLanguageChoice(
  language: Language,
  storage: StorageLike | null = deviceStorage(),
): void {
  try {
    storage?.setItem(LANGUAGE_KEY, language)
  } catch {
    // Quota or privacy mode: the switch still works for this page.
  }
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
