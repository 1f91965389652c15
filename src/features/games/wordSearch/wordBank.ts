import * as foodsModule from '@/data/festivalFoods'
import { festivalFoods, type FestivalFood } from '@/data/festivalFoods'
import * as festivalsModule from '@/data/festivals'
import { festivals, type Festival, type FestivalId } from '@/data/festivals'
import * as gotrasModule from '@/data/gotras'
import { findGotra, type Gotra } from '@/data/gotras'
import * as phrasesModule from '@/data/teluguPhrases'
import { teluguPhrases, type Phrase } from '@/data/teluguPhrases'
import * as traditionsModule from '@/data/traditions'
import { coreValues, type CoreValue } from '@/data/traditions'
import { teluguTwin } from '@/lib/i18n/edition'

import { shuffle } from '../shared/shuffle'

/**
 * The heritage words of the word search, taken from the site's own content:
 * festival names (data/festivals), festival foods (data/festivalFoods), the
 * sages gotras are named after (data/gotras), everyday Telugu words
 * (data/teluguPhrases) and the five values (data/traditions). What a word
 * means, shown once it is found, is that content's own text: nothing new.
 *
 * The bank is built from the English modules, so the hidden words, the grid
 * and the scoring are the same in both editions: the grid holds the 26
 * capital letters only, one to a cell (a Telugu akshara can take several
 * code points and does not fit a one-letter cell, decision 064). What is
 * shown about a word comes from the edition being shown (`wordInEdition`):
 * on Telugu pages its meaning in Telugu and its Telugu script.
 *
 * The words come in sets (`WORD_SETS`), and a puzzle hides the words of one
 * set: the word search plays them in turn (`nextInRotation`).
 */

export const WORD_KINDS = [
  'festival',
  'food',
  'sage',
  'telugu',
  'value',
] as const
export type WordKind = (typeof WORD_KINDS)[number]

/** The sets a puzzle's words come from, and the kinds of word in each. */
export const WORD_SETS = {
  festivals: ['festival', 'food'],
  sages: ['sage'],
  telugu: ['telugu', 'value'],
} as const satisfies Record<string, readonly WordKind[]>
export type WordSetId = keyof typeof WORD_SETS
export const WORD_SET_IDS = ['festivals', 'sages', 'telugu'] as const

export type HeritageWord = {
  /** Capital letters, as hidden in the grid. */
  word: string
  kind: WordKind
  /**
   * The content it comes from: the festival's, food's or gotra's id, the
   * phrase's transliteration or the value's name.
   */
  source: string
  /** How the content writes it: "Ugadi", "Kashyapa", "Amma". */
  name: string
  /**
   * What it is: the festival's description, what the food is, the sage's
   * story, the English of a Telugu word or value.
   */
  meaning: string
  /**
   * The Telugu script of a Telugu word or value; on Telugu pages also the
   * sage's name as the Telugu gotra list writes it, and the food's.
   */
  script?: string
  /** The whole name of the festival a festival word names. */
  festival?: string
}

/** A festival's name (or one of its names) and the festival it names. */
const FESTIVAL_WORDS: readonly [string, FestivalId][] = [
  ['Ugadi', 'ugadi'],
  ['Sankranti', 'sankranti'],
  ['Dasara', 'dasara'],
  ['Navaratri', 'dasara'],
  ['Diwali', 'diwali'],
  ['Deepavali', 'diwali'],
  ['Chaturthi', 'ganesh-chaturthi'],
]

/** Gotras named after a well-known sage whose name is one word. */
const SAGE_GOTRAS = [
  'agastya',
  'bharadwaja',
  'bhargava',
  'gargya',
  'gautama',
  'kanva',
  'kapila',
  'kashyapa',
  'kaundinya',
  'maitreya',
  'marichi',
  'markandeya',
  'narada',
  'parashara',
  'shandilya',
  'valmiki',
  'vasishtha',
  'vyasa',
] as const

/** Single Telugu words of the phrase list (their transliteration). */
const TELUGU_WORDS = ['Amma', 'Nanna', 'Thatha', 'Dayachesi', 'Namaskaram']

/** Festival foods whose name is one word. */
const FOOD_WORDS = ['pulihora', 'bobbatlu', 'kudumulu', 'ariselu'] as const

const upper = (name: string) => name.toUpperCase()

function festivalWords(): HeritageWord[] {
  return FESTIVAL_WORDS.map(([name, id]) => {
    const festival = festivals.find((f) => f.id === id)
    if (!festival) throw new Error(`No festival ${id}`)
    return {
      word: upper(name),
      kind: 'festival',
      source: id,
      name,
      meaning: festival.description,
      festival: festival.name,
    }
  })
}

function sageWords(): HeritageWord[] {
  return SAGE_GOTRAS.map((id) => {
    const gotra = findGotra(id)
    if (!gotra) throw new Error(`No gotra ${id}`)
    return {
      word: upper(gotra.greatSage),
      kind: 'sage',
      source: id,
      name: gotra.greatSage,
      meaning: gotra.storyForKids,
    }
  })
}

function teluguWords(): HeritageWord[] {
  return TELUGU_WORDS.map((name) => {
    const phrase = teluguPhrases.find((p) => p.telugu === name)
    if (!phrase) throw new Error(`No Telugu phrase ${name}`)
    return {
      word: upper(name),
      kind: 'telugu',
      source: name,
      name,
      meaning: phrase.english,
      script: phrase.script,
    }
  })
}

function foodWords(): HeritageWord[] {
  return FOOD_WORDS.map((id) => {
    const food = festivalFoods.find((f) => f.id === id)
    if (!food) throw new Error(`No festival food ${id}`)
    return {
      word: upper(food.name),
      kind: 'food',
      source: id,
      name: food.name,
      meaning: food.about,
    }
  })
}

/** The five values; every one is a single word. */
function valueWords(): HeritageWord[] {
  return coreValues.map((value) => ({
    word: upper(value.name),
    kind: 'value',
    source: value.name,
    name: value.name,
    meaning: value.subtitle,
    script: value.script,
  }))
}

export const HERITAGE_WORDS: readonly HeritageWord[] = [
  ...festivalWords(),
  ...foodWords(),
  ...sageWords(),
  ...teluguWords(),
  ...valueWords(),
]

/** The words of one set, in the bank's order. */
export function wordsOfSet(
  set: WordSetId,
  bank: readonly HeritageWord[] = HERITAGE_WORDS,
): HeritageWord[] {
  const kinds: readonly WordKind[] = WORD_SETS[set]
  return bank.filter((entry) => kinds.includes(entry.kind))
}

/** The content a word's text is read from: one edition's modules. */
export type WordContent = {
  festivals: readonly Pick<Festival, 'id' | 'name' | 'description'>[]
  festivalFoods: readonly Pick<FestivalFood, 'id' | 'name' | 'about'>[]
  coreValues: readonly Pick<CoreValue, 'name' | 'script' | 'subtitle'>[]
  findGotra: (
    id: string,
  ) => Pick<Gotra, 'greatSage' | 'storyForKids'> | undefined
  teluguPhrases: readonly Pick<Phrase, 'telugu' | 'english' | 'script'>[]
}

/**
 * A word of the bank told from `content`: its meaning, its festival's name,
 * its Telugu script and, where the content writes a sage's name otherwise
 * (the Telugu gotra list), that name as `script`. The word, its kind and its
 * name stay as hidden in the grid. Text the content lacks stays English.
 */
export function describeWord(
  entry: HeritageWord,
  content: WordContent,
): HeritageWord {
  switch (entry.kind) {
    case 'festival': {
      const festival = content.festivals.find((f) => f.id === entry.source)
      return {
        ...entry,
        meaning: festival?.description || entry.meaning,
        festival: festival?.name || entry.festival,
      }
    }
    case 'sage': {
      const gotra = content.findGotra(entry.source)
      const sage = gotra?.greatSage
      return {
        ...entry,
        meaning: gotra?.storyForKids || entry.meaning,
        ...(sage && sage !== entry.name ? { script: sage } : {}),
      }
    }
    case 'telugu': {
      const phrase = content.teluguPhrases.find(
        (p) => p.telugu === entry.source,
      )
      return {
        ...entry,
        meaning: phrase?.english || entry.meaning,
        script: phrase?.script || entry.script,
      }
    }
    case 'food': {
      const food = content.festivalFoods.find((f) => f.id === entry.source)
      const name = food?.name
      return {
        ...entry,
        meaning: food?.about || entry.meaning,
        ...(name && name !== entry.name ? { script: name } : {}),
      }
    }
    case 'value': {
      const value = content.coreValues.find((v) => v.name === entry.source)
      return {
        ...entry,
        meaning: value?.subtitle || entry.meaning,
        script: value?.script || entry.script,
      }
    }
  }
}

const festivalsContent = teluguTwin(
  festivalsModule,
  () => import('@/data/te/festivals'),
)
const gotrasContent = teluguTwin(gotrasModule, () => import('@/data/te/gotras'))
const phrasesContent = teluguTwin(
  phrasesModule,
  () => import('@/data/te/teluguPhrases'),
)
const foodsContent = teluguTwin(
  foodsModule,
  () => import('@/data/te/festivalFoods'),
)
const traditionsContent = teluguTwin(
  traditionsModule,
  () => import('@/data/te/traditions'),
)

/** A word of the bank as the edition being shown tells it. */
export function wordInEdition(entry: HeritageWord): HeritageWord {
  return describeWord(entry, {
    festivals: festivalsContent().festivals,
    findGotra: gotrasContent().findGotra,
    teluguPhrases: phrasesContent().teluguPhrases,
    festivalFoods: foodsContent().festivalFoods,
    coreValues: traditionsContent().coreValues,
  })
}

/**
 * `count` words of `set` for one puzzle, none longer than `maxLength`,
 * chosen by `random`, in the bank's order (festivals before foods, Telugu
 * words before values).
 */
export function pickWords(
  set: WordSetId,
  count: number,
  maxLength: number,
  random: () => number,
  bank: readonly HeritageWord[] = HERITAGE_WORDS,
): HeritageWord[] {
  const fitting = wordsOfSet(set, bank).filter(
    (entry) => entry.word.length <= maxLength,
  )
  if (fitting.length < count) {
    throw new Error(`Too few ${set} words of up to ${maxLength} letters.`)
  }
  const chosen = new Set(shuffle(fitting, random).slice(0, count))
  return fitting.filter((entry) => chosen.has(entry))
}
