import { countedPhrase } from '@/lib/i18n/plural'

import { SITE_COUNTS } from './siteCounts'

/**
 * The stat tiles of the home hero, the hidden statistics block and the
 * definitions that also feed the page's FAQPage structured data. The counts
 * of games, stories, heroes, festivals and coloring pages come from
 * `SITE_COUNTS`, never typed by hand.
 */

const { games, storyChapters, heroes, festivals, coloringPages } = SITE_COUNTS
const en = (count: number, one: string, other: string) =>
  countedPhrase(count, { one, other }, 'en')

export type HeroStat = { value: string; label: string }

export const heroStats = [
  { value: '102', label: 'Gotras' },
  { value: '1000+', label: 'Years of history' },
  { value: String(heroes), label: 'Heroes' },
  { value: String(storyChapters + games), label: 'Story chapters and games' },
] as const satisfies readonly HeroStat[]

/** Plain sentences for search engines and screen readers (visually hidden). */
export const homeStatistics = [
  'The Arya Vysya community remembers 102 gotras, the family lines who stood by Sri Vasavi Kanyaka Parameswari.',
  'The community’s story goes back more than 1,000 years, to the 10th–11th century in Penugonda, Andhra Pradesh.',
  `Vasavi Kids tells the stories of ${en(heroes, '{count} community hero', '{count} community heroes')} and ${en(festivals, '{count} festival', '{count} festivals')}, and offers ${en(games, '{count} game', '{count} games')}, a ${storyChapters}-chapter story of Vasavi and ${en(coloringPages, '{count} coloring page', '{count} coloring pages')}.`,
  'Vasavi Jayanti is celebrated on Vaishakha Shukla Dashami, in April or May.',
] as const

export type Definition = { term: string; question: string; answer: string }

export const homeDefinitions = [
  {
    term: 'Arya Vysya',
    question: 'Who are the Arya Vysyas?',
    answer:
      'The Arya Vysyas, once called Komatis, are a Telugu merchant community of South India. Community associations adopted the name Arya Vysya in the early 1900s.',
  },
  {
    term: 'Gotra',
    question: 'What is a gotra?',
    answer:
      'A gotra is a family line. Most gotras carry the name of a sage (rishi); for some, the old lists do not say, and a few may be named after plants. Arya Vysya families name one of 102 gotras.',
  },
  {
    term: 'Sri Vasavi Kanyaka Parameswari',
    question: 'Who is Sri Vasavi Kanyaka Parameswari?',
    answer:
      'Vasavi was a princess of Penugonda who would not marry a king against her wish, and who wanted no one to be hurt because of her. The community honours her as its patron goddess.',
  },
  {
    term: 'Penugonda',
    question: 'What is Penugonda?',
    answer:
      'Penugonda is a town in West Godavari district, Andhra Pradesh, with the chief temple of Vasavi Kanyaka Parameswari. It is called the "Kasi of Vysyas".',
  },
  {
    term: 'Vasavi Jayanti',
    question: 'When is Vasavi Jayanti?',
    answer:
      'Vasavi Jayanti, the birthday of Vasavi, falls on Vaishakha Shukla Dashami, the tenth day of the bright half of the month Vaishakha, in April or May.',
  },
] as const satisfies readonly Definition[]
