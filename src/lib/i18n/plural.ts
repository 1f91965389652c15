import { getActiveLanguage, type Language } from './language'

/**
 * Counted words (docs/content-notes.md, "Counts"): a phrase with a number in
 * it comes in two forms, `<key>.one` and `<key>.other`, and the language's
 * plural rules (Intl.PluralRules) pick one: "1 badge" / "2 badges",
 * "1 గోత్రం" / "102 గోత్రాలు". English and Telugu both use `one` for 1
 * and `other` for everything else, 0 included.
 */
export const PLURAL_FORMS = ['one', 'other'] as const
export type PluralForm = (typeof PLURAL_FORMS)[number]

const rules = new Map<string, Intl.PluralRules>()

/**
 * The form of a counted phrase for `count` in `language`, a BCP 47 tag such
 * as 'en', 'te' or 'te-IN' (default: the page's language).
 */
export function pluralForm(
  count: number,
  language: string = getActiveLanguage(),
): PluralForm {
  let rule = rules.get(language)
  if (!rule) {
    rule = new Intl.PluralRules(language)
    rules.set(language, rule)
  }
  return rule.select(count) === 'one' ? 'one' : 'other'
}

/** The bases of a dictionary's counted keys: `a.b` for `a.b.one` and `a.b.other`. */
export type CountBase<
  Key extends string,
  All extends string = Key,
> = Key extends `${infer Base}.one`
  ? `${Base}.other` extends All
    ? Base
    : never
  : never

/**
 * A counted phrase outside a dictionary (content modules): `forms.one` or
 * `forms.other` for `count` in `language`, with `{count}` filled.
 */
export function countedPhrase(
  count: number,
  forms: Readonly<Record<PluralForm, string>>,
  language: Language,
): string {
  return forms[pluralForm(count, language)].replace('{count}', String(count))
}
