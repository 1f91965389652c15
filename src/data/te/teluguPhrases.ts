import type { Phrase, PhraseCategory, PhraseGroup } from '../teluguPhrases'

export type { Phrase, PhraseCategory, PhraseGroup } from '../teluguPhrases'
export { PHRASE_CATEGORIES, phrasesOfGroup } from '../teluguPhrases'

/**
 * The Telugu twin of `teluguPhrases.ts`. The phrases themselves (`telugu`,
 * the transliteration, and `script`) are the English module's; only the
 * explanation in `english` (shown as the phrase's meaning and read in the
 * "Say it" button's name) and the group titles are in Telugu. Categories are
 * keys as well as labels, so they stay English and `phraseCategoryLabels`
 * gives the Telugu word to show.
 */
export const phraseGroups: readonly PhraseGroup[] = [
  {
    id: 'greetings',
    title: 'పలకరింపులు',
    categories: ['Greetings', 'Politeness', 'Introductions'],
  },
  { id: 'at-home', title: 'ఇంట్లో', categories: ['At Home'] },
  {
    id: 'expressions',
    title: 'భావాలు చెప్పే మాటలు',
    categories: ['Expressions', 'Fun'],
  },
]

/** The Telugu label of each category (the English shows the key itself). */
export const phraseCategoryLabels = {
  Greetings: 'పలకరింపులు',
  Politeness: 'మర్యాద',
  Introductions: 'పరిచయం',
  'At Home': 'ఇంట్లో',
  Expressions: 'భావాలు',
  Fun: 'సరదా',
} as const satisfies Record<PhraseCategory, string>

export const teluguPhrases: readonly Phrase[] = [
  {
    english: 'హలో: గౌరవంగా పలకరించే మాట',
    telugu: 'Namaskaram',
    script: 'నమస్కారం',
    category: 'Greetings',
  },
  {
    english: 'ఒకరి క్షేమం అడిగే మాట (మర్యాదగా)',
    telugu: 'Ela unnaru?',
    script: 'ఎలా ఉన్నారు?',
    category: 'Greetings',
  },
  {
    english: 'మీరు క్షేమంగా ఉన్నారని చెప్పే మాట.',
    telugu: 'Bagunnanu.',
    script: 'బాగున్నాను.',
    category: 'Greetings',
  },
  {
    english: 'కృతజ్ఞత చెప్పే మాట.',
    telugu: 'Dhanyavadalu.',
    script: 'ధన్యవాదాలు.',
    category: 'Politeness',
  },
  {
    english: 'మర్యాదగా ఏదైనా అడిగేటప్పుడు వాడే మాట',
    telugu: 'Dayachesi',
    script: 'దయచేసి',
    category: 'Politeness',
  },
  {
    english: 'మీ పేరు చెప్పడం: నా పేరు వాసవి.',
    telugu: 'Naa peru Vasavi.',
    script: 'నా పేరు వాసవి.',
    category: 'Introductions',
  },
  {
    english: 'తల్లి',
    telugu: 'Amma',
    script: 'అమ్మ',
    category: 'At Home',
  },
  {
    english: 'తండ్రి',
    telugu: 'Nanna',
    script: 'నాన్న',
    category: 'At Home',
  },
  {
    english: 'అమ్మ లేదా నాన్న తండ్రి',
    telugu: 'Thatha',
    script: 'తాత',
    category: 'At Home',
  },
  {
    english: 'అమ్మ తల్లి / నాన్న తల్లి',
    telugu: 'Ammamma / Nanamma',
    script: 'అమ్మమ్మ / నానమ్మ',
    category: 'At Home',
  },
  {
    english: 'తెలుగు కొత్త సంవత్సరం, ఉగాది నాడు చెప్పే శుభాకాంక్షలు!',
    telugu: 'Ugadi subhakankshalu!',
    script: 'ఉగాది శుభాకాంక్షలు!',
    category: 'Expressions',
  },
  {
    english: 'ఏదైనా బాగా నచ్చినప్పుడు అనే మాట!',
    telugu: 'Chala saradaga undi!',
    script: 'చాలా సరదాగా ఉంది!',
    category: 'Fun',
  },
]
