import { describe, expect, it } from 'vitest'

import { festivalFoods } from '@/data/festivalFoods'
import {
  FESTIVALS_PER_ROUND,
  festivalPairs,
  heroPairs,
  MATCHING_FOOD_IDS,
  sagePairs,
} from '@/data/matching'
import { memorySymbols } from '@/data/memory'
import { quizQuestions } from '@/data/quiz'
import { storyParts } from '@/data/storyBuilder'
import { GAME_TYPES, type GameType } from '@/lib/backend'
import { GAME_CATALOGUE } from '@/lib/games/gameCatalogue'
import { gameCatalogueMessages as english } from '@/lib/i18n/en/gameCatalogue'
import { gameCatalogueMessages as telugu } from '@/lib/i18n/te/gameCatalogue'

import { JIGSAW_SIZES } from './jigsaw/logic'
import {
  AMAZING_MAX_MOVES,
  GREAT_MAX_MOVES,
  MEMORY_REVEAL_MS,
} from './memory/logic'
import { WORD_SEARCH_LEVELS } from './wordSearch/levels'

/**
 * How long a round takes a child of about eight, worked out from what the
 * round asks of them (decision "game lengths"): reading at 90 words a
 * minute, 2 s for each tap, the pauses the game itself makes.
 */
const WORDS_PER_MINUTE = 90
const TAP_S = 2
const words = (...texts: readonly string[]) =>
  texts.join(' ').split(/\s+/).filter(Boolean).length
const readingS = (count: number) => (count / WORDS_PER_MINUTE) * 60

/** Pick an answer, then Next: two taps for each question, every word read. */
function quizS() {
  const texts = quizQuestions.flatMap((q) => [
    q.question,
    ...q.options,
    q.explanation,
  ])
  return readingS(words(...texts)) + quizQuestions.length * 2 * TAP_S
}

/**
 * The names once; the answers again at every pick while they are looked
 * through (4 + 3 + 2 + 1 for 4 pairs); two taps a pick and one miss in two.
 */
function matchingS(pairs: readonly { left: string; right: string }[]) {
  const n = pairs.length
  const lookedThrough = (n + 1) / 2
  const reading =
    words(...pairs.map((p) => p.left)) +
    words(...pairs.map((p) => p.right)) * lookedThrough
  return readingS(reading) + n * 1.5 * 2 * TAP_S
}

type Pair = { left: string; right: string }

/** Every way to choose `count` of `items`. */
function choices<T>(items: readonly T[], count: number): T[][] {
  if (count === 0) return [[]]
  return items.flatMap((item, i) =>
    choices(items.slice(i + 1), count - 1).map((rest) => [item, ...rest]),
  )
}

/** The shortest and the longest of the rounds a matching game can play. */
function matchingRoundsS(rounds: readonly (readonly Pair[])[]) {
  const lengths = rounds.map(matchingS)
  return [Math.min(...lengths), Math.max(...lengths)] as [number, number]
}

/** Every draw of 4 of the festivals. */
const festivalRoundsS = () =>
  matchingRoundsS(
    choices(
      festivalPairs.map((p) => ({ left: p.festival, right: p.description })),
      FESTIVALS_PER_ROUND,
    ),
  )

/** Each of Hero Matching's sets. */
const heroRoundsS = () =>
  matchingRoundsS([
    heroPairs.map((p) => ({ left: p.hero, right: p.achievement })),
    sagePairs.map((p) => ({ left: p.name, right: p.about })),
    MATCHING_FOOD_IDS.map((id) => {
      const food = festivalFoods.find((f) => f.id === id)
      return { left: food?.name ?? '', right: food?.about ?? '' }
    }),
  ])

/**
 * A middling game ("Great job": 13 to 20 moves), 3 s a card (look, then
 * remember where its partner was), a 1 s pause per miss.
 */
function memoryS() {
  const moves = (AMAZING_MAX_MOVES + GREAT_MAX_MOVES) / 2
  const misses = moves - memorySymbols.length
  return moves * 2 * 3 + (misses * MEMORY_REVEAL_MS) / 1000
}

/** Each chapter's question and its four lines read, one tap; the story read. */
function storyS() {
  const chapters = storyParts.flatMap((part) => [part.text, ...part.choices])
  const story = storyParts.map((part) => part.choices[0])
  return (
    readingS(words(...chapters) + words(...story)) + storyParts.length * TAP_S
  )
}

/** About 6 s a piece (find it, slide it home), smallest to largest puzzle. */
function jigsawS(): [number, number] {
  const pieces = JIGSAW_SIZES.map((size) => size * size)
  return [Math.min(...pieces) * 6, Math.max(...pieces) * 6]
}

/** About 20 s to spot a word, its meaning read (about 10 words); per level. */
function wordSearchS(): [number, number] {
  const counts = Object.values(WORD_SEARCH_LEVELS).map((level) => level.words)
  const perWord = 20 + 2 * TAP_S + readingS(10)
  return [Math.min(...counts) * perWord, Math.max(...counts) * perWord]
}

const ESTIMATE_S: Record<GameType, () => number | [number, number]> = {
  quiz: quizS,
  festival_match: festivalRoundsS,
  hero_match: heroRoundsS,
  memory: memoryS,
  story: storyS,
  jigsaw: jigsawS,
  word_search: wordSearchS,
}

/** "6 minutes" → [6, 6]; "1–3 minutes" → [1, 3] (either edition). */
function statedMinutes(text: string): [number, number] {
  const [low, high] = (text.match(/\d+/g) ?? []).map(Number)
  if (low === undefined) throw new Error(`No minutes in "${text}"`)
  return [low, high ?? low]
}

describe('the length each game states', () => {
  it.each(GAME_TYPES)(
    '%s: is what a round takes, rounded to the minute',
    (id) => {
      const estimate = ESTIMATE_S[id]()
      const [low, high] = Array.isArray(estimate)
        ? estimate
        : [estimate, estimate]
      const key = GAME_CATALOGUE[id].timeKey
      const minutes = [
        Math.max(1, Math.round(low / 60)),
        Math.max(1, Math.round(high / 60)),
      ]
      expect(statedMinutes(english[key])).toEqual(minutes)
      // The Telugu edition states the same length.
      expect(statedMinutes(telugu[key])).toEqual(minutes)
    },
  )
})
