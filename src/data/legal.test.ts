import { describe, expect, it } from 'vitest'

import { siteConfig } from '@/lib/siteConfig'

import { privacyPolicy, termsOfUse } from './legal'
import type { LegalBlock, LegalDocument, LegalSection } from './legalTypes'
import { POLICY_VERSION } from './policyVersion'

/** The source text of legal.ts (a glob, so the module is not imported twice). */
const [legalSource = ''] = Object.values(
  import.meta.glob<string>('./legal.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)

const documents = [
  ['termsOfUse', termsOfUse],
  ['privacyPolicy', privacyPolicy],
] as const

function blockText(block: LegalBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text
    case 'list':
      return block.items.join('\n')
    case 'contact':
      return ''
  }
}

function sectionText(section: LegalSection): string {
  return [section.heading, ...section.blocks.map(blockText)].join('\n')
}

function documentText(doc: LegalDocument): string {
  return [doc.title, ...doc.intro, ...doc.sections.map(sectionText)].join('\n')
}

function paragraphs(doc: LegalDocument): string[] {
  return doc.sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.kind === 'paragraph' ? [block.text] : [],
    ),
  )
}

function toKebab(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The one section whose heading matches, failing loudly if none or many. */
function sectionByHeading(doc: LegalDocument, heading: RegExp): LegalSection {
  const matches = doc.sections.filter((s) => heading.test(s.heading))
  expect(matches, `sections with a heading matching ${heading}`).toHaveLength(1)
  const [section] = matches
  if (!section) throw new Error(`No section heading matches ${heading}`)
  return section
}

describe.each(documents)('%s', (_name, doc) => {
  it('was last updated with the family accounts, the version parents agree to', () => {
    expect(doc.lastUpdated).toBe('November 25, 2026')
    expect(doc.lastUpdatedIso).toBe('2026-11-25')
    expect(doc.lastUpdatedIso).toBe(POLICY_VERSION)
  })

  it('has unique kebab-case section ids derived from the headings', () => {
    const ids = doc.sections.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const section of doc.sections) {
      expect(section.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(section.id).toBe(toKebab(section.heading))
    }
  })

  it('has no empty text anywhere', () => {
    const blocks = doc.sections.flatMap((s) => s.blocks)
    const strings = [
      doc.title,
      ...doc.intro,
      ...doc.sections.map((s) => s.heading),
      ...blocks.flatMap((b) => (b.kind === 'contact' ? [] : blockText(b))),
      ...blocks.flatMap((b) => (b.kind === 'list' ? b.items : [])),
    ]
    expect(doc.intro.length).toBeGreaterThan(0)
    expect(strings.filter((text) => text.trim() === '')).toEqual([])
    expect(doc.sections.filter((s) => s.blocks.length === 0)).toEqual([])
    expect(
      blocks.filter((b) => b.kind === 'list' && b.items.length === 0),
    ).toEqual([])
  })

  it('has a contact block in its contact section', () => {
    const contact = sectionByHeading(doc, /^contact/i)
    expect(contact.blocks).toContainEqual({ kind: 'contact' })
  })
})

describe('termsOfUse', () => {
  it('is titled Terms of Use', () => {
    expect(termsOfUse.title).toBe('Terms of Use')
  })

  it('has the five sections in order', () => {
    expect(termsOfUse.sections.map((s) => s.heading)).toEqual([
      'Intellectual Property Rights',
      'Permitted Use',
      'Consequences of Infringement',
      'Contact Information',
      'Website Usage',
    ])
  })

  it('asks for credit to the handle and permission by e-mail, from config', () => {
    const permitted = sectionText(sectionByHeading(termsOfUse, /^Permitted/))
    expect(permitted).toContain(siteConfig.creatorHandle)
    expect(permitted).toContain(siteConfig.contactEmail)
    expect(permitted).toMatch(/non-commercial/i)
    expect(permitted).toMatch(/coloring pages/i)
    const ownership = sectionText(
      sectionByHeading(termsOfUse, /Intellectual Property/),
    )
    expect(ownership).toContain(siteConfig.creatorHandle)
  })

  it('warns that fun names are public on the leaderboard', () => {
    const usage = sectionText(sectionByHeading(termsOfUse, /Website Usage/))
    expect(usage).toMatch(/leaderboard/i)
    expect(usage).toMatch(/phone number/i)
    expect(usage).toMatch(/supervise/i)
  })

  it('says accounts are made by a parent or guardian, 18 or older', () => {
    const usage = sectionText(sectionByHeading(termsOfUse, /Website Usage/))
    expect(usage).toMatch(/parent or guardian who is 18 or older/i)
    expect(usage).toMatch(/children never need an e-mail address/i)
  })
})

describe('privacyPolicy', () => {
  it('is titled Privacy Policy', () => {
    expect(privacyPolicy.title).toBe('Privacy Policy')
  })

  it.each([
    ['COPPA and children under 13', /COPPA/, /under 13/],
    ['what is collected', /^Information We Collect$/, /fun name/i],
    ['what is not collected', /Do Not Collect/, /advertising/i],
    ['log data', /Log Data/, /server logs/i],
    ['analytics', /Analytics/, /Analytics: none/],
    ['cookies', /Cookies/, /no advertising or tracking cookies/i],
    ['embedded YouTube videos', /Embedded Video/, /youtube-nocookie\.com/],
    ['how information is used', /How We Use/, /never sell/i],
    ['sharing', /Shar/, /do not sell/i],
    ["parents' rights", /Parents.? Rights/, /30 days/],
    ['links to other sites', /Links/, /YouTube/],
    ['changes', /Changes/, /Last Updated/],
    ['contact', /^Contact/, /./],
  ])('has a section on %s', (_topic, heading, body) => {
    expect(sectionText(sectionByHeading(privacyPolicy, heading))).toMatch(body)
  })

  it('says in a paragraph that no account is needed for the content', () => {
    const noAccount = paragraphs(privacyPolicy).filter(
      (text) =>
        /(do not|don't) need to register|no registration/i.test(text) &&
        /games/i.test(text) &&
        /coloring pages/i.test(text),
    )
    expect(noAccount.length).toBeGreaterThan(0)
  })

  it("makes accounts a parent's, with their consent, and never a child's", () => {
    const children = sectionText(sectionByHeading(privacyPolicy, /COPPA/))
    expect(children).toMatch(/belongs to a parent or guardian/i)
    expect(children).toMatch(/18 or older/)
    expect(children).toMatch(/version of this policy/i)
    expect(children).toMatch(/never types an e-mail address or a password/i)
    expect(children).toContain(siteConfig.contactEmail)
  })

  it('lists exactly what is kept for a child, and no child e-mail', () => {
    const collected = sectionText(
      sectionByHeading(privacyPolicy, /^Information We Collect$/),
    )
    for (const item of [
      /fun name/i,
      /avatar/i,
      /age band/i,
      /game results/i,
      /badges earned/i,
      /parent PIN/i,
    ]) {
      expect(collected).toMatch(item)
    }
    expect(collected).toMatch(
      /never store an e-mail address, a password or a real name for a child/i,
    )
  })

  it('tells parents how to download and delete, themselves', () => {
    const rights = sectionText(sectionByHeading(privacyPolicy, /Parents/))
    expect(rights).toMatch(/grown-ups' area/i)
    expect(rights).toMatch(
      /Download all of your family's data as one JSON file/,
    )
    expect(rights).toMatch(/Delete a child's player/)
    expect(rights).toMatch(/Delete the whole account/)
  })

  it('describes where accounts are stored, truthfully', () => {
    const collected = sectionText(
      sectionByHeading(privacyPolicy, /^Information We Collect$/),
    )
    expect(collected).toMatch(/Supabase/)
    expect(collected).toMatch(/demo mode/i)
    expect(collected).toMatch(/local storage/i)
    expect(collected).toMatch(/hashed/i)
    expect(collected).toMatch(/7 or more digits/)
    expect(collected).toMatch(/Google/)
  })

  it('lets parents e-mail the address from config', () => {
    const rights = sectionText(sectionByHeading(privacyPolicy, /Parents/))
    expect(rights).toContain(siteConfig.contactEmail)
    expect(rights).toMatch(/clear this site's data/i)
  })

  it('claims no certification it does not have', () => {
    expect(documentText(privacyPolicy)).not.toMatch(/certif|compliant/i)
  })
})

describe('legal.ts source', () => {
  it('reads the handle and e-mail from siteConfig instead of hard-coding', () => {
    expect(legalSource).toContain("from '@/lib/siteConfig'")
    expect(legalSource).not.toContain(siteConfig.creatorHandle)
    expect(legalSource).not.toContain(siteConfig.contactEmail)
  })
})
