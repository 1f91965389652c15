/**
 * The five-entry history timeline of the home page (spec section 2, "History")
 * and its three stat cards. Facts: shared content notes, sections 2 and 5.
 * The spec's "about 1066" and "1905 census" are corrected as the content
 * README asks: the notes carry the nuance for adults.
 */

export type TimelineEntry = {
  year: string
  title: string
  description: string
  historicalNote: string
}

export const timeline = [
  {
    year: '10th–11th century',
    title: 'Merchant families of Penugonda',
    description:
      'In the Telugu country, merchant families called Komatis lived and traded in towns such as Penugonda, in the Godavari region.',
    historicalNote:
      'Inscriptions show the word "Komati" in use by the 11th century CE. Penugonda, in today’s West Godavari district, is remembered as the "Kasi of Vysyas".',
  },
  {
    year: '10th–11th century',
    title: 'Princess Vasavi of Penugonda',
    description:
      'Vasavi would not marry a king against her wish, and she would not let a war be fought over her. Families honour her as Sri Vasavi Kanyaka Parameswari.',
    historicalNote:
      'A date of about 1066 CE is often repeated, but no source we found supports it: most say the 10th–11th century. The king is named Vishnuvardhana, sometimes identified with the Eastern Chalukya king Vimaladitya, who reigned about 1011–1022.',
  },
  {
    year: '11th century',
    title: 'The 102 gotras',
    description:
      'The story tells of 102 gotra families who stood by Vasavi, and they are remembered to this day. Most Arya Vysya families name one of these gotras as their own.',
    historicalNote:
      'The story tells of a council of 714 gotras, of which 102 stood with Vasavi. The Godavari District Gazetteer (early 1900s) records that the Komatis "claim to have 102 gotras".',
  },
  {
    year: '12th–15th century',
    title: 'Traders across South India',
    description:
      'Merchant families travelled and settled in new towns, all the way to the Tamil country. They helped to build temples, water tanks and wells.',
    historicalNote:
      'Inscriptions show the Penugonda temple was popular with Komatis from 1488 CE, and a move into the Tamil country is dated from the late 14th century (the Vijayanagara period). Exact dates across this long period are uncertain.',
  },
  {
    year: 'Early 1900s',
    title: 'The name Arya Vysya',
    description:
      'In the early 1900s, community associations chose the name Arya Vysya in place of Komati. Families use it with pride today.',
    historicalNote:
      '1905 is given as the founding year of a Vysya association that adopted the name Arya Vysya, but we found no record from that year. There was no census in 1905 (censuses were held in 1901 and 1911). Telugu Wikipedia links the change to a commission of the 1920s that let communities register new names.',
  },
] as const satisfies readonly TimelineEntry[]

export type StatCard = {
  value: string
  label: string
  /** Shown in small print under the card: the honest source or caveat. */
  note?: string
}

export const historyStats = [
  {
    value: '102',
    label: 'Gotras: in the story, the family lines who stood by Vasavi',
  },
  {
    value: '1,000+',
    label: 'Years of our community’s story',
  },
  {
    value: 'Traders',
    label:
      'Old records call the Komatis "the great trading caste" of the Telugu country',
    note: 'A "60% of trade" figure is often repeated, but no source supports it, so we do not show it.',
  },
] as const satisfies readonly StatCard[]
