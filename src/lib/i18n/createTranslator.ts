/** Builds a `t()` over one dictionary, filling `{name}` placeholders. */
export function createTranslator<Key extends string>(
  dictionary: Record<Key, string>,
) {
  return function t(
    key: Key,
    params?: Record<string, string | number>,
  ): string {
    const template = dictionary[key]
    if (!params) return template
    return template.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    )
  }
}
