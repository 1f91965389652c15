import { describe, expect, it } from 'vitest'

import { siteConfig } from '@/lib/siteConfig'
import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../legal'
import type { LegalDocument } from '../legalTypes'
import * as telugu from './legal'

const DATA_KEYS = ['id', 'kind', 'lastUpdatedIso']

function allText(doc: LegalDocument): string {
  return JSON.stringify(doc)
}

describe.each([
  ['termsOfUse', english.termsOfUse, telugu.termsOfUse],
  ['privacyPolicy', english.privacyPolicy, telugu.privacyPolicy],
] as const)('te/legal.ts %s', (_name, en, te) => {
  it('mirrors the English document section by section and block by block', () => {
    expect(structureProblems(en, te, DATA_KEYS)).toEqual([])
  })

  it('keeps the date, the contact address and the creator’s handle', () => {
    expect(te.lastUpdated).toBe('25 నవంబర్ 2026')
    expect(te.lastUpdatedIso).toBe(en.lastUpdatedIso)
    for (const value of [siteConfig.contactEmail, siteConfig.creatorHandle]) {
      expect(allText(te).split(value).length).toBe(
        allText(en).split(value).length,
      )
    }
  })
})

describe('te/legal.ts englishIsBinding', () => {
  it('says in Telugu that the English text is the binding one', () => {
    expect(telugu.englishIsBinding).toMatch(/^[^A-Za-z]+$/)
    expect(telugu.englishIsBinding).toContain('ఇంగ్లీష్ పాఠమే')
  })
})
