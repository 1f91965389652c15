/**
 * Festival Matching and Hero Matching: four pairs a round (spec sections 3
 * and 9). Festival Matching draws 4 of the six festivals of the site's
 * festival cards, and every other round plays festival foods; Hero Matching
 * plays two sets in turn: the heroes and the sages gotras are named after.
 * Festival dates
 * follow the content notes (Vasavi Jayanti on Vaishakha Shukla Dashami;
 * Navaratri at Vasavi temples). The heroes are the four whose facts are
 * verified in the content notes' hero section: Potti Sriramulu, Mamidi
 * Venkayya, Konijeti Rosaiah and Kothalinga (a Penugonda temple inscription,
 * in Thurston's Castes and Tribes of Southern India, vol. 3). The sages are
 * told as their gotra pages tell them (data/gotras), the foods as the
 * recipes and festival cards do (data/festivalFoods).
 */

import type { FestivalId } from './festivalCalendar'

/** The pictures drawn for the festivals and heroes (src/features/games/faces). */
export const FESTIVAL_PICTURES = [
  'vasaviJayanti',
  'ugadi',
  'sankranti',
  'navaratri',
  'diwali',
  'ganeshChaturthi',
] as const
export type FestivalPicture = (typeof FESTIVAL_PICTURES)[number]
/**
 * A hero is drawn as what they did, not as a portrait: the game teaches the
 * deed, and no likeness is claimed.
 */
export const HERO_PICTURES = [
  'teluguState',
  'dictionary',
  'assembly',
  'penugonda',
] as const
export type HeroPicture = (typeof HERO_PICTURES)[number]

export type FestivalPair = {
  /** The festival card it comes from (data/festivals). */
  id: FestivalId
  festival: string
  description: string
  /** Which drawing shows the festival (decorative: the name is its alternative). */
  picture: FestivalPicture
}
export type HeroPair = {
  hero: string
  achievement: string
  /** Which drawing shows the hero's deed (decorative: the name is its alternative). */
  picture: HeroPicture
}

export const festivalPairs = [
  {
    id: 'vasavi-jayanti',
    festival: 'Vasavi Jayanti',
    description:
      'The birthday of Vasavi Matha, on Vaishakha Shukla Dashami in April or May',
    picture: 'vasaviJayanti',
  },
  {
    id: 'ugadi',
    festival: 'Ugadi',
    description:
      'The Telugu New Year, on the first day of Chaitra, with sweet bobbatlu',
    picture: 'ugadi',
  },
  {
    id: 'sankranti',
    festival: 'Sankranti',
    description:
      'The January harvest festival, with rangoli and sweets made with jaggery',
    picture: 'sankranti',
  },
  {
    id: 'dasara',
    festival: 'Navaratri',
    description:
      'Nine nights of worship at Vasavi temples, ending with Vijayadashami',
    picture: 'navaratri',
  },
  {
    id: 'diwali',
    festival: 'Diwali',
    description:
      'The festival of lights, when every home glows with little lamps',
    picture: 'diwali',
  },
  {
    id: 'ganesh-chaturthi',
    festival: 'Ganesh Chaturthi',
    description:
      'The birthday of Lord Ganesha, with a clay Ganesha and kudumulu sweets',
    picture: 'ganeshChaturthi',
  },
] as const satisfies readonly FestivalPair[]

/** How many festivals one round of Festival Matching plays. */
export const FESTIVALS_PER_ROUND = 4

export const heroPairs = [
  {
    hero: 'Potti Sriramulu',
    achievement:
      'Fasted in 1952 so that Telugu speakers could have their own state',
    picture: 'teluguState',
  },
  {
    hero: 'Mamidi Venkayya',
    achievement: 'Made Andhra Deepika, one of the first Telugu dictionaries',
    picture: 'dictionary',
  },
  {
    hero: 'Konijeti Rosaiah',
    achievement:
      'Served as Chief Minister of Andhra Pradesh and Governor of Tamil Nadu',
    picture: 'assembly',
  },
  {
    hero: 'Kothalinga',
    achievement:
      'Rebuilt the town of Penugonda and gave it tanks, wells and gardens',
    picture: 'penugonda',
  },
] as const satisfies readonly HeroPair[]

/**
 * The sets Hero Matching plays in turn, four pairs each: people only (the
 * festival foods are Festival Matching's, decision 073).
 */
export const HERO_SET_IDS = ['heroes', 'sages'] as const
export type HeroSetId = (typeof HERO_SET_IDS)[number]

/** A pair of the sages' or the foods' set: drawn with no picture. */
export type NamePair = { name: string; about: string }

/** Four sages gotras are named after, as their gotra pages tell them. */
export const sagePairs = [
  {
    name: 'Sage Valmiki',
    about: 'Called the first poet; he wrote the Ramayana',
  },
  {
    name: 'Sage Vyasa',
    about: 'Arranged the Vedas and told the Mahabharata',
  },
  {
    name: 'Sage Narada',
    about: 'Travels between the worlds with his veena',
  },
  {
    name: 'Sage Agastya',
    about:
      'Old stories say he crossed the Vindhya mountains to live in the south',
  },
] as const satisfies readonly NamePair[]

/**
 * The festival foods Festival Matching plays every other round, after a
 * round of festivals (data/festivalFoods).
 */
export const MATCHING_FOOD_IDS = [
  'ugadi-pachadi',
  'pulihora',
  'bobbatlu',
  'kudumulu',
] as const
