import { teluguTwin, type TwinOf } from './edition'
import { type CountBase, pluralForm } from './plural'

type Params = Record<string, string | number>

/** A sentence's own end: a value ending so needs no full stop after it. */
const ENDS_SENTENCE = /[.?!…।]$/u

/**
 * Fills `{name}` placeholders with `params`, leaving unknown ones as they
 * are. A full stop right after a value that already ends a sentence
 * ("Ela unnaru?", "బాగున్నాను.") is left out: "The right answer is:
 * Ela unnaru?", never "Ela unnaru?.".
 */
export function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}(\.?)/g, (match, name: string, stop) => {
    if (!(name in params)) return match
    const value = String(params[name])
    return ENDS_SENTENCE.test(value) ? value : value + String(stop)
  })
}

/**
 * Builds a `t()` over one dictionary, filling `{name}` placeholders. With
 * `loadTelugu`, the dictionary's Telugu twin (a lazy chunk) is read on
 * Telugu pages (lib/i18n/edition.ts). `t.count(base, n, params)` reads a
 * counted phrase: `base.one` or `base.other` as the page's language's
 * plural rules say for `n`, with `{count}` filled by `n` (lib/i18n/plural.ts).
 */
export function createTranslator<Key extends string>(
  dictionary: Record<Key, string>,
  loadTelugu?: () => Promise<TwinOf<Record<Key, string>>>,
) {
  const read = loadTelugu
    ? teluguTwin(dictionary, loadTelugu)
    : () => dictionary
  function t(key: Key, params?: Params): string {
    const template = read()[key]
    return params ? fill(template, params) : template
  }
  function count(base: CountBase<Key>, n: number, params?: Params): string {
    return t(`${base}.${pluralForm(n)}` as Key, { ...params, count: n })
  }
  return Object.assign(t, { count })
}
