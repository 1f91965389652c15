import { describe, expect, it } from 'vitest'

import { PRERENDER_PATHS, render } from '@/entry-server'
import { localizePath, type Language } from '@/lib/i18n/language'
import { paths, storyVersionOfSearch } from '@/lib/paths'
import { sourceQuoteProblem, type CheckedQuestion } from '@/test/bankChecks'
import { sectionText } from '@/test/renderedText'

import { QUESTION_BANDS, questionBank } from './questionBank'
import * as telugu from './te/questionBank'

/**
 * Every question's `source` must be a page the build writes to a file of its
 * own (the prerendered routes, gotras included), optionally asking for the
 * story's grown-ups' version (`?version=grown-ups`), and, after a "#", an
 * element id on that page. The page is rendered exactly as the prerender
 * renders it, in the version the link opens, in both editions; each
 * question's `sourceQuote` must be in the text of that section (the Telugu
 * twin's in the Telugu page), so "Learn more" lands on text that states the
 * fact (decision 074).
 */

type RenderedSource = { status: number; html: string; ids: Set<string> }
const pages = new Map<string, Promise<RenderedSource>>()

function renderedPage(address: string) {
  let page = pages.get(address)
  if (!page) {
    page = render(address).then(({ status, html }) => ({
      status,
      html,
      ids: new Set(
        [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''),
      ),
    }))
    pages.set(address, page)
  }
  return page
}

/** `/vasavi-story?version=grown-ups#the-sacred-fire` in its three parts. */
function splitSource(source: string) {
  const [address = '', section] = source.split('#')
  const [path = '', query] = address.split('?')
  return { address, path, query, section }
}

const SOURCES = [...new Set(questionBank.map((question) => question.source))]
const LANGUAGES: readonly Language[] = ['en', 'te']
const BY_BAND = (
  [
    ['en', questionBank],
    ['te', telugu.questionBank],
  ] as const
).flatMap(([language, bank]) =>
  QUESTION_BANDS.map(
    (band) => [language, band, bank.filter((q) => q.band === band)] as const,
  ),
)

async function quoteProblem(question: CheckedQuestion, language: Language) {
  const { address, section } = splitSource(question.source)
  const page = await renderedPage(localizePath(address, language))
  return sourceQuoteProblem(question, sectionText(page.html, section))
}

describe('the sources of the question bank', () => {
  it('names at least one page of every kind the questions draw on', () => {
    const paths = new Set(SOURCES.map((source) => splitSource(source).path))
    for (const path of ['/', '/vasavi-story', '/traditions', '/gotras']) {
      expect(paths).toContain(path)
    }
    expect([...paths].some((path) => path.startsWith('/gotra/'))).toBe(true)
  })

  it('asks for a version only on the story page, as paths.ts writes it', () => {
    for (const source of SOURCES) {
      const { address, query } = splitSource(source)
      if (query === undefined) continue
      const version = storyVersionOfSearch(query)
      expect(version).toBeDefined()
      expect(address).toBe(paths.vasaviStory.englishHref(version))
    }
  })

  it.each(SOURCES)(
    '%s is a prerendered page with that section, in both editions',
    async (source) => {
      const { address, path, section } = splitSource(source)
      for (const language of LANGUAGES) {
        expect(PRERENDER_PATHS).toContain(localizePath(path, language))
        const page = await renderedPage(localizePath(address, language))
        expect(page.status).toBe(200)
        const missing =
          section === undefined || page.ids.has(section)
            ? []
            : [`${localizePath(address, language)}#${section}`]
        expect(missing).toEqual([])
      }
    },
  )

  it('would catch a section that is not on the page', async () => {
    const page = await renderedPage('/vasavi-story')
    expect(page.ids).toContain('the-sacred-fire')
    expect(page.ids).not.toContain('chapter-2')
    expect(PRERENDER_PATHS).not.toContain('/gotra/no-such-gotra')
  })

  it('renders the version the address asks for: the grown-ups’ text only there', async () => {
    // "Putrakameshti" is in chapter 1's grown-ups' text, not the kids' one.
    const kids = await renderedPage('/vasavi-story')
    const adults = await renderedPage(paths.vasaviStory.englishHref('adult'))
    const chapter = (html: string) =>
      sectionText(html, 'the-beautiful-princess') ?? ''
    expect(chapter(kids.html)).not.toContain('Putrakameshti')
    expect(chapter(adults.html)).toContain('Putrakameshti')
    const planted: CheckedQuestion = {
      ...(questionBank[0] as CheckedQuestion),
      source: '/vasavi-story#the-beautiful-princess',
      sourceQuote: 'Putrakameshti',
    }
    expect(await quoteProblem(planted, 'en')).toContain('is not in')
    const opened = {
      ...planted,
      source: `${paths.vasaviStory.englishHref('adult')}#the-beautiful-princess`,
    }
    expect(await quoteProblem(opened, 'en')).toBeNull()
  })

  it.each(BY_BAND)(
    'finds every question’s quote in its section (%s, band %s)',
    async (language, _, bank) => {
      const problems: string[] = []
      for (const question of bank) {
        const problem = await quoteProblem(question, language)
        if (problem) problems.push(problem)
      }
      expect(problems).toEqual([])
    },
    120_000,
  )
})
