import { teluguTwin, type TwinOf } from './edition'
import { type CountBase, pluralForm } from './plural'
import { type DictionaryName, type KeysOf, TELUGU } from './telugu'

type Params = Record<string, string | number>
type Dictionary = Readonly<Record<string, string>>

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
 * A translator: `text(key, params)` is the key's string in the edition being
 * shown, with `{name}` placeholders filled. `text.count(base, n, params)`
 * reads a counted phrase: `base.one` or `base.other` as the page's
 * language's plural rules say for `n`, with `{count}` filled by `n`
 * (lib/i18n/plural.ts). `text.with(english, loadTelugu)` is a translator
 * over one more dictionary (a game's own words) and its Telugu twin.
 */
export type Translator<Key extends string> = ((
  key: Key,
  params?: Params,
) => string) & {
  count: (base: CountBase<Key>, n: number, params?: Params) => string
  with: <const English extends Dictionary>(
    english: English,
    loadTelugu: () => Promise<TwinOf<English>>,
  ) => Translator<Key | (keyof English & string)>
}

/** The keys a translator reads: `TextKey<typeof gamesText>`. */
export type TextKey<Text> = Text extends Translator<infer Key> ? Key : never

/** One dictionary and the loader of its Telugu twin. */
type Part = { english: Dictionary; telugu: () => Promise<Dictionary> }

const merged = (dictionaries: readonly Dictionary[]): Dictionary =>
  Object.assign({}, ...dictionaries) as Dictionary

function translatorOf<Key extends string>(
  parts: readonly Part[],
): Translator<Key> {
  const english = merged(parts.map((part) => part.english))
  const read = teluguTwin(english, () =>
    Promise.all(parts.map((part) => part.telugu())).then(merged),
  )
  return readerOf<Key>(read, (more) => translatorOf([...parts, more]))
}

function readerOf<Key extends string>(
  read: () => Dictionary,
  extend: (more: Part) => Translator<string>,
): Translator<Key> {
  function text(key: Key, params?: Params): string {
    // The types hold every key a translator is asked for.
    const template = read()[key] as string
    return params ? fill(template, params) : template
  }
  function count(base: CountBase<Key>, n: number, params?: Params): string {
    return text(`${base}.${pluralForm(n)}` as Key, { ...params, count: n })
  }
  return Object.assign(text, {
    count,
    with: (english: Dictionary, telugu: () => Promise<Dictionary>) =>
      extend({ english, telugu }),
  }) as Translator<Key>
}

/** English dictionaries by their name in the table of Telugu twins (telugu.ts). */
type Named = { readonly [Name in DictionaryName]?: Dictionary }

/**
 * A dictionary given for `name` must have exactly the keys of `name`'s
 * Telugu twin, so handing an area the wrong English, or an English key with
 * no Telugu, is a type error (each `te/` file also `satisfies` its English).
 */
type Checked<English extends Named> = {
  readonly [Name in keyof English]: Name extends DictionaryName
    ? Readonly<Record<KeysOf<Name>, string>> & {
        readonly [Key in Exclude<keyof English[Name], KeysOf<Name>>]: never
      }
    : never
}

/**
 * The one translator factory: an area's translator over the English
 * dictionaries it names, merged in the order given, and their Telugu twins
 * from the table (telugu.ts), merged the same way and read on Telugu pages
 * (lib/i18n/edition.ts). No area writes its Telugu merge.
 *
 *     export const gamesText = createTranslator({
 *       chrome: chromeMessages,
 *       games: gamesMessages,
 *     })
 */
export function createTranslator<const English extends Named>(
  english: English & Checked<English>,
): Translator<
  { [Name in keyof English]: keyof English[Name] & string }[keyof English]
> {
  const names = Object.keys(english) as DictionaryName[]
  return translatorOf(
    names.map((name) => ({
      english: english[name] as Dictionary,
      telugu: TELUGU[name],
    })),
  )
}

/**
 * A translator over one dictionary in one edition, whichever page is shown
 * (the home page's highlight cards, worked out before the app starts).
 */
export function fixedTranslator<const English extends Dictionary>(
  dictionary: English,
): Translator<keyof English & string> {
  return readerOf(
    () => dictionary,
    () => {
      throw new Error('A fixed translator has one dictionary.')
    },
  )
}
