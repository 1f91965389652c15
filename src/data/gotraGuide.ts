/**
 * What a gotra is (for children and for adults), the facts panel, the three
 * famous-gotra cards and the "why special" panel of each gotra page.
 * Plain strings, no markup. Sources: shared content notes, section 1.
 */

export type FamousGotra = {
  /** Id of a gotra in gotras.ts. */
  gotraId: string
  title: string
  fact: string
}

export type GotraFact = { value: string; label: string }

export const whatIsAGotraForKids = [
  'A gotra is like a very old family name. Most gotras carry the name of a great sage, a wise teacher who lived long, long ago. For some, the old lists do not say where the name comes from, and a few may be named after plants.',
  'Everyone in the same gotra is part of one big family tree. That is why grandparents ask "What is your gotra?" and why it is said aloud at pujas and weddings.',
  'In our community there are 102 gotras. In the story of Vasavi, the families of 102 gotras stood bravely with her at Penugonda.',
] as const

export const whatIsAGotraForAdults = [
  'In Hindu tradition a gotra is a lineage passed down the father’s line and named after a rishi. The Arya Vysya (Komati) community counts 102 gotras, and tradition ties them to the 102 gotras whose families stood with Vasavi at Penugonda. An early-1900s district gazetteer recorded that Komatis claim 102 gotras, that these are "not Brahmanical", and that some are named after plants.',
  'The list on this site follows a list of all 102 names found online (not yet checked against a printed community list), checked against a second list that has 101. The two agree on 100 names; the remaining places go to Goundheya and Dhaumya in one list and Mounala in the other, and some names are spelled very differently. The kula names shown with each gotra are clan names, not modern family surnames.',
  'No source we found gives pravaras for Arya Vysya gotras. Where a gotra carries the name of a well-known Vedic sage, the page shows the traditional pravara of that sage’s line from the standard pravara lists, and says so. Please check your own family’s gotra with your elders, your family priest or a community body such as the Penugonda Devasthanam.',
] as const

export const gotraFacts = [
  { value: '102', label: 'gotras in our community' },
  {
    value: '3000+',
    label:
      'years old: the sages many gotras are named after appear in the Rigveda',
  },
  { value: 'Unlimited', label: 'stories to discover and share' },
] as const satisfies readonly GotraFact[]

export const famousGotras = [
  {
    gotraId: 'kashyapa',
    title: 'Kashyapa: the father of many',
    fact: 'One of the seven great sages. The old stories call Sage Kashyapa the father of gods, people, animals and birds.',
  },
  {
    gotraId: 'bharadwaja',
    title: 'Bharadwaja: a voice of the Rigveda',
    fact: 'Most of the sixth book of the Rigveda is credited to Sage Bharadwaja and his family.',
  },
  {
    gotraId: 'vasishtha',
    title: 'Vasishtha: teacher of kings',
    fact: 'Sage Vasishtha taught Lord Rama’s family, and the seventh book of the Rigveda is credited to him and his family.',
  },
] as const satisfies readonly FamousGotra[]

/** The "why special" panel on every gotra page. */
export const whyGotraIsSpecial = [
  'Your gotra joins you to a great sage and to every family who shares it, a family far bigger than your own home.',
  'In the Vasavi story, the families of 102 gotras stood by Vasavi at Penugonda when she needed them. Your gotra is part of that story of love and loyalty.',
  'Families say their gotra aloud at pujas and weddings, so the name is handed down from grandparents to parents to you.',
] as const

/**
 * The first "why special" line on the page of a gotra whose sage our sources
 * do not name (`SAGE_NOT_IDENTIFIED`): it says nothing about a sage.
 */
export const whyGotraIsSpecialWithoutSage =
  'Your gotra is a very old family name that joins you to every family who shares it, a family far bigger than your own home. Ask your elders what your family remembers about where the name comes from.'
