import { en, type Dictionary, type MessageKey } from './en'

const dictionary: Dictionary = en

/** Looks up a UI string and fills `{name}` placeholders from `params`. */
export function t(
  key: MessageKey,
  params?: Record<string, string | number>,
): string {
  const template = dictionary[key]
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}
