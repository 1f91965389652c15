import { teluguTwin, type TwinOf } from './edition'

/**
 * Builds a `t()` over one dictionary, filling `{name}` placeholders. With
 * `loadTelugu`, the dictionary's Telugu twin (a lazy chunk) is read on
 * Telugu pages (lib/i18n/edition.ts).
 */
export function createTranslator<Key extends string>(
  dictionary: Record<Key, string>,
  loadTelugu?: () => Promise<TwinOf<Record<Key, string>>>,
) {
  const read = loadTelugu
    ? teluguTwin(dictionary, loadTelugu)
    : () => dictionary
  return function t(
    key: Key,
    params?: Record<string, string | number>,
  ): string {
    const template = read()[key]
    if (!params) return template
    return template.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    )
  }
}
