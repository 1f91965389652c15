import { describe, expect, it } from 'vitest'

import { pairStrings } from '@/test/glossaryCheck'

import * as culture from '../culture'
import * as festivals from '../festivals'
import * as heroes from '../heroes'
import * as homeGames from '../homeGames'
import * as homeSections from '../homeSections'
import * as homeStats from '../homeStats'
import * as legal from '../legal'
import * as pageMeta from '../pageMeta'
import * as story from '../story'
import * as storyVideos from '../storyVideos'
import * as teluguPhrases from '../teluguPhrases'
import * as timeline from '../timeline'
import * as traditions from '../traditions'
import * as teCulture from './culture'
import * as teFestivals from './festivals'
import * as teHeroes from './heroes'
import * as teHomeGames from './homeGames'
import * as teHomeSections from './homeSections'
import * as teHomeStats from './homeStats'
import * as teLegal from './legal'
import * as tePageMeta from './pageMeta'
import * as teStory from './story'
import * as teStoryVideos from './storyVideos'
import * as teTeluguPhrases from './teluguPhrases'
import * as teTimeline from './timeline'
import * as teTraditions from './traditions'

/** The home, story, traditions, legal and page-meta twins. */
const twins = [
  ['culture', culture, teCulture],
  ['festivals', festivals, teFestivals],
  ['heroes', heroes, teHeroes],
  ['homeGames', homeGames, teHomeGames],
  ['homeSections', homeSections, teHomeSections],
  ['homeStats', homeStats, teHomeStats],
  ['legal', legal, teLegal],
  ['pageMeta', pageMeta, tePageMeta],
  ['story', story, teStory],
  ['storyVideos', storyVideos, teStoryVideos],
  ['teluguPhrases', teluguPhrases, teTeluguPhrases],
  ['timeline', timeline, teTimeline],
  ['traditions', traditions, teTraditions],
] as const

/**
 * Strings whose numbers Telugu writes as words: "1 player" is ఒక్కరు
 * (one person), "1–2 players" ఒక్కరు లేదా ఇద్దరు.
 */
const NUMBERS_IN_WORDS = /\.players$/

function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d+(?:[.,/]\d+)*/g)].map((match) => match[0])
}

describe('numbers and dates in the Telugu content', () => {
  it('keeps every number of each English string in its Telugu twin', () => {
    const missing = twins.flatMap(([file, en, te]) =>
      Object.keys(en).flatMap((name) =>
        pairStrings(
          en[name as keyof typeof en],
          te[name as keyof typeof te],
          `${file}.${name}`,
        )
          .pairs.filter((pair) => !NUMBERS_IN_WORDS.test(pair.path))
          .flatMap((pair) =>
            numbersIn(pair.english)
              .filter((number) => !numbersIn(pair.telugu).includes(number))
              .map((number) => `${pair.path}: ${number}`),
          ),
      ),
    )
    expect(missing).toEqual([])
  })
})
