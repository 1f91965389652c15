/**
 * The stat tiles of the home hero, the hidden statistics block and the
 * definitions that also feed the page's FAQPage structured data.
 */

export type HeroStat = { value: string; label: string }

export const heroStats = [
  { value: '102', label: 'Gotras' },
  { value: '1000+', label: 'Years of history' },
  { value: '3', label: 'Heroes' },
  { value: '9', label: 'Stories and games' },
] as const satisfies readonly HeroStat[]

/** Plain sentences for search engines and screen readers (visually hidden). */
export const homeStatistics = [
  'The Arya Vysya community remembers 102 gotras, the family lines who stood by Sri Vasavi Kanyaka Parameswari.',
  'The community’s story goes back more than 1,000 years, to the 10th–11th century in Penugonda, Andhra Pradesh.',
  'Vasavi Kids tells the stories of 3 community heroes and 6 festivals, and offers 5 games, a 4-chapter story of Vasavi and 9 coloring pages.',
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
      'Vasavi was a princess of Penugonda who chose peace over war rather than marry a king against her wish. The community honours her as its patron goddess.',
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
