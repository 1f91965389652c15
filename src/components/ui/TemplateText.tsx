import { Fragment, type ReactNode } from 'react'

type TemplateTextProps = {
  /** A dictionary string with `{name}` slots, such as "agree to the {terms}". */
  template: string
  /** What goes in each slot: usually a link. */
  slots: Record<string, ReactNode>
}

/**
 * A translated sentence with elements inside it, so the words around a link
 * stay in the dictionary and can be reordered by a translation.
 */
export function TemplateText({ template, slots }: TemplateTextProps) {
  // split() with a capture group: text, slot name, text, slot name, ...
  const parts = template.split(/\{(\w+)\}/)
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index % 2 === 1 ? (slots[part] ?? `{${part}}`) : part}
        </Fragment>
      ))}
    </>
  )
}
