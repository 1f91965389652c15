/**
 * The four kinds of gotra shown on /gotras (spec sections 3 and 9:
 * Brahmarishi 7, Maharishi 28, Regional 45, Occupational 22). The grouping and
 * its counts are the site's teaching aid, not a historical record; the page
 * says so (see GOTRA_TYPES_NOTE and docs/decisions/008-gotra-content.md).
 */

export type GotraType = {
  name: string
  count: number
  description: string
  examples: readonly string[]
  significance: string
}

export const GOTRA_TOTAL = 102

export const gotraTypes = [
  {
    name: 'Brahmarishi',
    count: 7,
    description:
      'Gotras named after the greatest sages of all: six of the seven great sages (the Saptarishi) and Sage Agastya, whom the old books count with them as the first fathers of gotra lines.',
    examples: [
      'Kashyapa',
      'Atreya',
      'Vasishtha',
      'Vishvamitra',
      'Gautama',
      'Bharadwaja',
      'Agastya',
    ],
    significance:
      'Hymns of the Rigveda, the oldest book of Hindu prayers, are credited to these sages and their families.',
  },
  {
    name: 'Maharishi',
    count: 28,
    description:
      'Gotras named after other great sages of the Vedas, the Ramayana, the Mahabharata and the Puranas.',
    examples: ['Vyasa', 'Valmiki', 'Narada', 'Markandeya', 'Parashara'],
    significance:
      'Their stories teach patience, learning, kindness to guests and love of the divine.',
  },
  {
    name: 'Regional',
    count: 45,
    description:
      'Gotras whose families are known mostly by kula names, extra names that, a community website says, often tell where a family came from.',
    examples: [
      'Kula names that recall a home town or village',
      'Families who moved together along old trade routes',
    ],
    significance:
      'They remind us how our families travelled and settled across South India and still stayed one community.',
  },
  {
    name: 'Occupational',
    count: 22,
    description:
      'Gotras whose kula names, the same website says, can tell the work a family was known for.',
    examples: [
      'Kula names linked to a trade or a craft',
      'Families known for the goods they dealt in',
    ],
    significance:
      'They honour the hard work, honesty and skill in trade our community is known for.',
  },
] as const satisfies readonly GotraType[]

/** An honest caption for the grouping (shown under the four cards). */
export const GOTRA_TYPES_NOTE =
  'These four groups are a way to learn about the gotras, not a record from history. The numbers come from this site’s first plan, not from a count of the gotra list: old lists do not sort the gotras this way, and your elders may group them differently.'
