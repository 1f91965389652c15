/**
 * Everyday Telugu phrases for /traditions. Words come from the content notes
 * (their heritage facts, section 5b) or are standard Telugu. Spec entity
 * "Phrase": english, telugu (the transliteration), script, category.
 */

export const PHRASE_CATEGORIES = [
  'Greetings',
  'Politeness',
  'Introductions',
  'At Home',
  'Expressions',
  'Fun',
] as const

export type PhraseCategory = (typeof PHRASE_CATEGORIES)[number]

/**
 * How each category is shown. Categories are keys as well as labels, so the
 * Telugu twin shows its own words here.
 */
export const phraseCategoryLabels = {
  Greetings: 'Greetings',
  Politeness: 'Politeness',
  Introductions: 'Introductions',
  'At Home': 'At Home',
  Expressions: 'Expressions',
  Fun: 'Fun',
} as const satisfies Record<PhraseCategory, string>

export type Phrase = {
  english: string
  /** How to say it, in Latin letters. */
  telugu: string
  /** Telugu script (rendered with lang="te"). */
  script: string
  category: PhraseCategory
}

export type PhraseGroup = {
  id: 'greetings' | 'at-home' | 'expressions'
  title: string
  categories: readonly PhraseCategory[]
}

/** The spec's three groups and the categories each one holds. */
export const phraseGroups: readonly PhraseGroup[] = [
  {
    id: 'greetings',
    title: 'Greetings',
    categories: ['Greetings', 'Politeness', 'Introductions'],
  },
  { id: 'at-home', title: 'At Home', categories: ['At Home'] },
  {
    id: 'expressions',
    title: 'Expressions',
    categories: ['Expressions', 'Fun'],
  },
]

export const teluguPhrases: readonly Phrase[] = [
  {
    english: 'Hello (a respectful greeting)',
    telugu: 'Namaskaram',
    script: 'నమస్కారం',
    category: 'Greetings',
  },
  {
    english: 'How are you?',
    telugu: 'Ela unnaru?',
    script: 'ఎలా ఉన్నారు?',
    category: 'Greetings',
  },
  {
    english: 'I am fine.',
    telugu: 'Bagunnanu.',
    script: 'బాగున్నాను.',
    category: 'Greetings',
  },
  {
    english: 'Thank you.',
    telugu: 'Dhanyavadalu.',
    script: 'ధన్యవాదాలు.',
    category: 'Politeness',
  },
  {
    english: 'Please',
    telugu: 'Dayachesi',
    script: 'దయచేసి',
    category: 'Politeness',
  },
  {
    english: 'My name is Vasavi.',
    telugu: 'Naa peru Vasavi.',
    script: 'నా పేరు వాసవి.',
    category: 'Introductions',
  },
  {
    english: 'Mother',
    telugu: 'Amma',
    script: 'అమ్మ',
    category: 'At Home',
  },
  {
    english: 'Father',
    telugu: 'Nanna',
    script: 'నాన్న',
    category: 'At Home',
  },
  {
    english: 'Grandfather',
    telugu: 'Thatha',
    script: 'తాత',
    category: 'At Home',
  },
  {
    english: "Grandmother (mother's mother / father's mother)",
    telugu: 'Ammamma / Nanamma',
    script: 'అమ్మమ్మ / నానమ్మ',
    category: 'At Home',
  },
  {
    english: 'Happy Ugadi! (best wishes for the Telugu New Year)',
    telugu: 'Ugadi subhakankshalu!',
    script: 'ఉగాది శుభాకాంక్షలు!',
    category: 'Expressions',
  },
  {
    english: 'This is so much fun!',
    telugu: 'Chala saradaga undi!',
    script: 'చాలా సరదాగా ఉంది!',
    category: 'Fun',
  },
]

/** The phrases of one group, in the order of its categories. */
export function phrasesOfGroup(
  group: PhraseGroup,
  phrases: readonly Phrase[] = teluguPhrases,
): Phrase[] {
  return group.categories.flatMap((category) =>
    phrases.filter((phrase) => phrase.category === category),
  )
}
