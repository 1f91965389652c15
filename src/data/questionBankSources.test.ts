import { describe, expect, it } from 'vitest'

import { PRERENDER_PATHS, render } from '@/entry-server'
import { localizePath, type Language } from '@/lib/i18n/language'

import { questionBank } from './questionBank'

/**
 * Every question's `source` must be a page the build writes to a file of its
 * own (the prerendered routes, gotras included) and, after a "#", an element
 * id on that page. The page is rendered exactly as the prerender renders it,
 * in both editions, so a renamed section or a removed gotra fails here.
 */

const pages = new Map<string, Promise<{ status: number; ids: Set<string> }>>()

function renderedPage(path: string) {
  let page = pages.get(path)
  if (!page) {
    page = render(path).then(({ status, html }) => ({
      status,
      ids: new Set(
        [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''),
      ),
    }))
    pages.set(path, page)
  }
  return page
}

function splitSource(source: string): { path: string; section?: string } {
  const [path = '', section] = source.split('#')
  return section === undefined ? { path } : { path, section }
}

const SOURCES = [...new Set(questionBank.map((question) => question.source))]
const LANGUAGES: readonly Language[] = ['en', 'te']

describe('the sources of the question bank', () => {
  it('names at least one page of every kind the questions draw on', () => {
    const paths = new Set(SOURCES.map((source) => splitSource(source).path))
    for (const path of ['/', '/vasavi-story', '/traditions', '/gotras']) {
      expect(paths).toContain(path)
    }
    expect([...paths].some((path) => path.startsWith('/gotra/'))).toBe(true)
  })

  it.each(SOURCES)(
    '%s is a prerendered page with that section, in both editions',
    async (source) => {
      const { path, section } = splitSource(source)
      for (const language of LANGUAGES) {
        const address = localizePath(path, language)
        expect(PRERENDER_PATHS).toContain(address)
        const page = await renderedPage(address)
        expect(page.status).toBe(200)
        const missing =
          section === undefined || page.ids.has(section)
            ? []
            : [`${address}#${section}`]
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
})
