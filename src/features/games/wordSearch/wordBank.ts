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
import { getActiveLanguage } from '@/lib/i18n/language'

import { shuffle } from '../shared/shuffle'
import { cellCount } from './grid'

/**
 * The heritage words of the word search, taken from the site's own content:
 * festival names (data/festivals), festival foods (data/festivalFoods), the
 * sages gotras are named after (data/gotras), everyday Telugu words
 * (data/teluguPhrases) and the five values (data/traditions). What a word
 * means, shown once it is found, is that content's own text: nothing new.
 *
 * The bank is built from the English modules. On English pages a word is
 * hidden in Latin capitals; on Telugu pages (`bankInEdition`) the same
 * concept is hidden as the Telugu content writes it (ఉగాది, కశ్యప, అమ్మ),
 * one akshara to a cell (decision 073), and what it means is the Telugu
 * content's text. The scoring is the same: one point a word, 6 or 8.
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
  /**
   * As hidden in the grid: capital letters on English pages, the Telugu
   * word on Telugu pages.
   */
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
  /**
   * A festival word as the Telugu festival's name writes it (a part of
   * that name); none where Telugu has one word for two English ones.
   */
  telugu?: string
}

/**
 * A festival's name (or one of its names), the festival it names and that
 * word in the Telugu name (Diwali and Deepavali are both దీపావళి).
 */
const FESTIVAL_WORDS: readonly [string, FestivalId, string | null][] = [
  ['Ugadi', 'ugadi', 'ఉగాది'],
  ['Sankranti', 'sankranti', 'సంక్రాంతి'],
  ['Dasara', 'dasara', 'దసరా'],
  ['Navaratri', 'dasara', 'నవరాత్రులు'],
  ['Diwali', 'diwali', 'దీపావళి'],
  ['Deepavali', 'diwali', null],
  ['Chaturthi', 'ganesh-chaturthi', 'చవితి'],
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
  return FESTIVAL_WORDS.map(([name, id, telugu]) => {
    const festival = festivals.find((f) => f.id === id)
    if (!festival) throw new Error(`No festival ${id}`)
    return {
      word: upper(name),
      kind: 'festival',
      source: id,
      name,
      meaning: festival.description,
      festival: festival.name,
      ...(telugu ? { telugu } : {}),
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

/** The Telugu content a word is told from: the Telugu twins. */
export type WordContent = {
  festivals: readonly Pick<Festival, 'id' | 'name' | 'description'>[]
  festivalFoods: readonly Pick<FestivalFood, 'id' | 'name' | 'about'>[]
  coreValues: readonly Pick<CoreValue, 'name' | 'script' | 'subtitle'>[]
  findGotra: (
    id: string,
  ) => Pick<Gotra, 'greatSage' | 'storyForKids'> | undefined
  teluguPhrases: readonly Pick<Phrase, 'telugu' | 'english' | 'script'>[]
}

/** `entry` hidden as `word` (its name too), meaning `meaning`. */
function told(
  { script: _script, ...entry }: HeritageWord,
  word: string | undefined,
  meaning: string | undefined,
): HeritageWord | null {
  if (!word || !meaning) return null
  return { ...entry, word, name: word, meaning }
}

/**
 * A word of the bank as the Telugu content tells it: hidden as the Telugu
 * content writes it (the festival's word in its Telugu name, the sage's
 * Telugu name, the food's, the Telugu script of a word or value), meaning
 * the Telugu text. Null where the Telugu content has no word of its own
 * for it (Deepavali, which is దీపావళి as Diwali is).
 */
export function describeWord(
  entry: HeritageWord,
  content: WordContent,
): HeritageWord | null {
  switch (entry.kind) {
    case 'festival': {
      const festival = content.festivals.find((f) => f.id === entry.source)
      const word = told(entry, entry.telugu, festival?.description)
      return word && festival ? { ...word, festival: festival.name } : null
    }
    case 'sage': {
      const gotra = content.findGotra(entry.source)
      return told(entry, gotra?.greatSage, gotra?.storyForKids)
    }
    case 'food': {
      const food = content.festivalFoods.find((f) => f.id === entry.source)
      return told(entry, food?.name, food?.about)
    }
    case 'telugu': {
      const phrase = content.teluguPhrases.find(
        (p) => p.telugu === entry.source,
      )
      const word = told(entry, phrase?.script, phrase?.english)
      return word && { ...word, script: word.word }
    }
    case 'value': {
      const value = content.coreValues.find((v) => v.name === entry.source)
      const word = told(entry, value?.script, value?.subtitle)
      return word && { ...word, script: word.word }
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

/**
 * The bank of the edition being shown: the English words on English pages,
 * the Telugu words (`describeWord`) on Telugu pages.
 */
export function bankInEdition(): readonly HeritageWord[] {
  if (getActiveLanguage() === 'en') return HERITAGE_WORDS
  const content: WordContent = {
    festivals: festivalsContent().festivals,
    findGotra: gotrasContent().findGotra,
    teluguPhrases: phrasesContent().teluguPhrases,
    festivalFoods: foodsContent().festivalFoods,
    coreValues: traditionsContent().coreValues,
  }
  return HERITAGE_WORDS.flatMap((entry) => describeWord(entry, content) ?? [])
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
    (entry) => cellCount(entry.word) <= maxLength,
  )
  if (fitting.length < count) {
    throw new Error(`Too few ${set} words of up to ${maxLength} letters.`)
  }
  const chosen = new Set(shuffle(fitting, random).slice(0, count))
  return fitting.filter((entry) => chosen.has(entry))
}
