import { festivals, type FestivalId } from '@/data/festivals'
import { findGotra } from '@/data/gotras'
import { teluguPhrases } from '@/data/teluguPhrases'

import { shuffle } from '../shared/shuffle'

/**
 * The heritage words of the word search, taken from the site's own content:
 * festival names (data/festivals), the sages gotras are named after
 * (data/gotras) and everyday Telugu words (data/teluguPhrases). What a word
 * means, shown once it is found, is that content's own text: nothing new.
 */

export const WORD_KINDS = ['festival', 'sage', 'telugu'] as const
export type WordKind = (typeof WORD_KINDS)[number]

export type HeritageWord = {
  /** Capital letters, as hidden in the grid. */
  word: string
  kind: WordKind
  /** How the content writes it: "Ugadi", "Kashyapa", "Amma". */
  name: string
  /** What it is: the festival's description, the sage's story, the English. */
  meaning: string
  /** The Telugu script of a Telugu word. */
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
