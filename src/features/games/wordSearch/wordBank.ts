import * as festivalsModule from '@/data/festivals'
import { festivals, type Festival, type FestivalId } from '@/data/festivals'
import * as gotrasModule from '@/data/gotras'
import { findGotra, type Gotra } from '@/data/gotras'
import * as phrasesModule from '@/data/teluguPhrases'
import { teluguPhrases, type Phrase } from '@/data/teluguPhrases'
import { teluguTwin } from '@/lib/i18n/edition'

import { shuffle } from '../shared/shuffle'

/**
 * The heritage words of the word search, taken from the site's own content:
 * festival names (data/festivals), the sages gotras are named after
 * (data/gotras) and everyday Telugu words (data/teluguPhrases). What a word
 * means, shown once it is found, is that content's own text: nothing new.
 *
 * The bank is built from the English modules, so the hidden words, the grid
 * and the scoring are the same in both editions. What is shown about a word
 * comes from the edition being shown (`wordInEdition`).
 */

export const WORD_KINDS = ['festival', 'sage', 'telugu'] as const
export type WordKind = (typeof WORD_KINDS)[number]

export type HeritageWord = {
  /** Capital letters, as hidden in the grid. */
  word: string
  kind: WordKind
  /**
   * The content it comes from: the festival's id, the gotra's id, or the
   * phrase's transliteration.
   */
  source: string
  /** How the content writes it: "Ugadi", "Kashyapa", "Amma". */
  name: string
  /** What it is: the festival's description, the sage's story, the English. */
  meaning: string
  /**
   * The Telugu script of a Telugu word; on Telugu pages also the sage's name
   * as the Telugu gotra list writes it.
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

export const HERITAGE_WORDS: readonly HeritageWord[] = [
  ...festivalWords(),
  ...sageWords(),
  ...teluguWords(),
]

/** The content a word's text is read from: one edition's modules. */
export type WordContent = {
  festivals: readonly Pick<Festival, 'id' | 'name' | 'description'>[]
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

/** A word of the bank as the edition being shown tells it. */
export function wordInEdition(entry: HeritageWord): HeritageWord {
  return describeWord(entry, {
    festivals: festivalsContent().festivals,
    findGotra: gotrasContent().findGotra,
    teluguPhrases: phrasesContent().teluguPhrases,
  })
}

/** How many words of each kind a puzzle hides. */
export type WordQuota = Readonly<Record<WordKind, number>>

/**
 * Words for one puzzle: `quota` of each kind, none longer than `maxLength`,
 * chosen by `random`, festivals first, then sages, then Telugu words.
 */
export function pickWords(
  quota: WordQuota,
  maxLength: number,
  random: () => number,
  bank: readonly HeritageWord[] = HERITAGE_WORDS,
): HeritageWord[] {
  return WORD_KINDS.flatMap((kind) => {
    const fitting = bank.filter(
      (w) => w.kind === kind && w.word.length <= maxLength,
    )
    if (fitting.length < quota[kind]) {
      throw new Error(`Too few ${kind} words of up to ${maxLength} letters.`)
    }
    return shuffle(fitting, random).slice(0, quota[kind])
  })
}
