/**
 * Festival Matching and Hero Matching: four pairs each (spec sections 3 and
 * 9). Festival dates follow the content notes (Vasavi Jayanti on Vaishakha
 * Shukla Dashami; Navaratri at Vasavi temples). The heroes are the four whose
 * facts are verified in the content notes' hero section: Potti Sriramulu,
 * Mamidi Venkayya, Konijeti Rosaiah and Kothalinga (a Penugonda temple
 * inscription, in Thurston's Castes and Tribes of Southern India, vol. 3).
 */

export type FestivalPair = { festival: string; description: string }
export type HeroPair = { hero: string; achievement: string }

export const festivalPairs = [
  {
    festival: 'Vasavi Jayanti',
    description:
      'The birthday of Vasavi Matha, on Vaishakha Shukla Dashami in April or May',
  },
  {
    festival: 'Ugadi',
    description:
      'The Telugu New Year, on the first day of Chaitra, with sweet bobbatlu',
  },
  {
    festival: 'Sankranti',
    description:
      'The January harvest festival, with rangoli and sweets made with jaggery',
  },
  {
    festival: 'Navaratri',
    description:
      'Nine nights of worship at Vasavi temples, ending with Vijayadashami',
  },
] as const satisfies readonly FestivalPair[]

export const heroPairs = [
  {
    hero: 'Potti Sriramulu',
    achievement:
      'Fasted in 1952 so that Telugu speakers could have their own state',
  },
  {
    hero: 'Mamidi Venkayya',
    achievement: 'Made Andhra Deepika, one of the first Telugu dictionaries',
  },
  {
    hero: 'Konijeti Rosaiah',
    achievement:
      'Served as Chief Minister of Andhra Pradesh and Governor of Tamil Nadu',
  },
  {
    hero: 'Kothalinga',
    achievement:
      'Rebuilt the town of Penugonda and gave it tanks, wells and gardens',
  },
] as const satisfies readonly HeroPair[]
