/** Content of the legal pages: plain text blocks, no markup. */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  /** Renders the contact e-mail (as a mailto link) and the creator's handle from `siteConfig`. */
  | { kind: 'contact' }

export type LegalSection = {
  /** Anchor id, kebab-case, unique in the document. */
  id: string
  heading: string
  blocks: readonly LegalBlock[]
}

export type LegalDocument = {
  title: string
  /** As shown: 'September 1, 2025'. */
  lastUpdated: string
  /** ISO date for structured data: '2025-09-01'. */
  lastUpdatedIso: string
  intro: readonly string[]
  sections: readonly LegalSection[]
}
