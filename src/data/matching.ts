/**
 * Festival Matching and Hero Matching: four pairs each (spec sections 3 and
 * 9). Festival dates follow the content notes (Vasavi Jayanti on Vaishakha
 * Shukla Dashami; Navaratri at Vasavi temples). The heroes are the four whose
 * facts are verified in the content notes' hero section: Potti Sriramulu,
 * Mamidi Venkayya, Konijeti Rosaiah and Kothalinga (a Penugonda temple
 * inscription, in Thurston's Castes and Tribes of Southern India, vol. 3).
 */

/** The pictures drawn for the festivals and heroes (src/features/games/faces). */
export const FESTIVAL_PICTURES = [
  'vasaviJayanti',
  'ugadi',
  'sankranti',
  'navaratri',
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
    festival: 'Vasavi Jayanti',
    description:
      'The birthday of Vasavi Matha, on Vaishakha Shukla Dashami in April or May',
    picture: 'vasaviJayanti',
  },
  {
    festival: 'Ugadi',
    description:
      'The Telugu New Year, on the first day of Chaitra, with sweet bobbatlu',
    picture: 'ugadi',
  },
  {
    festival: 'Sankranti',
    description:
      'The January harvest festival, with rangoli and sweets made with jaggery',
    picture: 'sankranti',
  },
  {
    festival: 'Navaratri',
    description:
      'Nine nights of worship at Vasavi temples, ending with Vijayadashami',
    picture: 'navaratri',
  },
] as const satisfies readonly FestivalPair[]

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
