import { describe, expect, it } from 'vitest'

import { chromeMessages as enChrome } from '@/lib/i18n/en'
import { gotrasMessages as enGotras } from '@/lib/i18n/en/gotras'
import { storyMessages as enStory } from '@/lib/i18n/en/story'
import { traditionsMessages as enTraditions } from '@/lib/i18n/en/traditions'
import { chromeMessages as teChrome } from '@/lib/i18n/te'
import { gotrasMessages as teGotras } from '@/lib/i18n/te/gotras'
import { storyMessages as teStory } from '@/lib/i18n/te/story'
import { traditionsMessages as teTraditions } from '@/lib/i18n/te/traditions'

import { gotras } from './gotras'
import { homeSections as enHome } from './homeSections'
import * as english from './learnMorePlaces'
import { questionBank } from './questionBank'
import { storyChapters as enChapters } from './story'
import { homeSections as teHome } from './te/homeSections'
import * as telugu from './te/learnMorePlaces'
import { storyChapters as teChapters } from './te/story'
import { recipes as teRecipes } from './te/traditions'
import { recipes as enRecipes } from './traditions'

type Dictionaries = {
  chrome: Record<string, string>
  story: Record<string, string>
  traditions: Record<string, string>
  gotras: Record<string, string>
  home: readonly { id: string; title: string }[]
  chapters: readonly { id: string; title: string }[]
  recipes: readonly { id: string; name: string }[]
}

/** Every section name as the site's own heading for it says. */
function headingsOf(d: Dictionaries): Record<string, string | undefined> {
  return {
    ...Object.fromEntries(d.home.map((s) => [`/#${s.id}`, s.title])),
    ...Object.fromEntries(
      d.chapters.map((c) => [`/vasavi-story#${c.id}`, c.title]),
    ),
    ...Object.fromEntries(
      d.recipes.map((r) => [`/traditions#recipe-${r.id}`, r.name]),
    ),
    '/vasavi-story#values-heading': d.story['story.values.heading'],
    '/vasavi-story#festivals-heading': d.story['story.festivals.heading'],
    '/traditions#clothing-heading': d.traditions['traditions.clothing.heading'],
    '/traditions#phrases-heading': d.traditions['traditions.phrases.heading'],
    '/traditions#values-heading': d.traditions['traditions.values.heading'],
    '/gotras#what-is-a-gotra': d.gotras['gotras.whatIs.heading'],
    '/gotras#famous-gotras': d.gotras['gotras.famous.heading'],
  }
}

const editions = [
  {
    name: 'English',
    places: english,
    headings: headingsOf({
      chrome: enChrome,
      story: enStory,
      traditions: enTraditions,
      gotras: enGotras,
      home: enHome,
      chapters: enChapters,
      recipes: enRecipes,
    }),
    home: enChrome['nav.home'],
  },
  {
    name: 'Telugu',
    places: telugu,
    headings: headingsOf({
      chrome: teChrome,
      story: teStory,
      traditions: teTraditions,
      gotras: teGotras,
      home: teHome,
      chapters: teChapters,
      recipes: teRecipes,
    }),
    home: teChrome['nav.home'],
  },
]

describe.each(editions)('the $name names of Learn more places', (edition) => {
  it('are the headings the pages show', () => {
    const differing = Object.entries(edition.places.sectionNames).filter(
      ([source, name]) => edition.headings[source] !== name,
    )
    expect(differing).toEqual([])
    expect(edition.places.homePageName).toBe(edition.home)
  })

  it('name every section the question bank points to', () => {
    const sections = questionBank
      // A story source may ask for a version (`?version=grown-ups`): the
      // section's name is the same in both.
      .map((question) => question.source.replace(/\?[^#]*/, ''))
      .filter((source) => source.includes('#'))
    const unnamed = sections.filter(
      (source) => !(source in edition.places.sectionNames),
    )
    expect(unnamed).toEqual([])
  })
})

describe('gotra names', () => {
  it('are the names of the gotra list in English, and Telugu names', () => {
    const differing = gotras.filter(
      (gotra) => english.gotraName(gotra.id) !== gotra.name,
    )
    expect(differing.map((gotra) => gotra.id)).toEqual([])
    const untranslated = gotras.filter(
      (gotra) => !/[\u0C00-\u0C7F]/.test(telugu.gotraName(gotra.id)),
    )
    expect(untranslated.map((gotra) => gotra.id)).toEqual([])
  })

  it('follow the gotra list in both editions', () => {
    expect(english.gotraName('kashyapa')).toBe('Kashyapa')
    expect(english.gotraName('jada-bharata')).toBe('Jada Bharata')
    expect(telugu.gotraName('kashyapa')).toBe('కశ్యప')
  })
})
