import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../pageMeta'
import * as telugu from './pageMeta'

describe('te/pageMeta.ts', () => {
  it('has a Telugu title, description, heading and breadcrumbs for every route', () => {
    // The intro is empty in Telugu exactly where it is empty in English.
    const emptyInEnglish = Object.entries(english.pageMeta)
      .filter(([, page]) => page.intro === '')
      .map(([route]) => `${route}.intro: is empty`)
    expect(emptyInEnglish.length).toBeGreaterThan(0)
    expect(
      structureProblems(english.pageMeta, telugu.pageMeta, ['path']),
    ).toEqual(emptyInEnglish)
  })

  it('gives every route its own title and description', () => {
    const pages = Object.values(telugu.pageMeta)
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length)
    expect(new Set(pages.map((page) => page.description)).size).toBe(
      pages.length,
    )
  })

  it('builds a gotra page in Telugu with the English shape and paths', () => {
    const en = english.gotraPageMeta('Agastya', 'agastya', 'A story.')
    const te = telugu.gotraPageMeta('అగస్త్య', 'agastya', 'ఒక కథ.')
    expect(structureProblems(en, te, ['path'])).toEqual([])
    expect(te.title).toBe('అగస్త్య గోత్రం | వాసవి కిడ్స్')
    expect(te.description).toContain('ఒక కథ.')
    expect(telugu.gotraPageMeta('అగస్త్య', 'agastya').description).not.toBe(
      te.description,
    )
  })
})
