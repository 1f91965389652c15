/**
 * The "Our Way of Life" section: four culture cards, two fact panels and the
 * Did You Know block. Foods and the trade number code come from the shared
 * content notes (sections 3 and 5); the rest is everyday Telugu family life,
 * kept general. No population figures: no source gives one.
 */

export type CultureItem = {
  label: string
  /** Telugu script, rendered with lang="te" beside the label. */
  telugu?: string
}

export type CultureCard = {
  id: 'cuisine' | 'attire' | 'language' | 'values'
  title: string
  description: string
  items: readonly CultureItem[]
  fact: string
}

export const cultureCards = [
  {
    id: 'cuisine',
    title: 'Food We Love',
    description: 'Festival food made with rice, lentils, tamarind and jaggery.',
    items: [
      { label: 'Pulihora: tangy tamarind rice' },
      { label: 'Bobbatlu: sweet flatbread stuffed with dal and jaggery' },
      { label: 'Ariselu: rice-flour and jaggery sweets' },
      { label: 'Sunnundalu: urad dal and jaggery balls' },
    ],
    fact: 'Most families are traditionally vegetarian, because of ahimsa: kindness to every living being.',
  },
  {
    id: 'attire',
    title: 'What We Wear',
    description: 'Bright colours and fresh flowers for festivals and pujas.',
    items: [
      { label: 'Silk sarees for women on special days' },
      { label: 'Langa voni (half-saree) for girls' },
      { label: 'Panche (dhoti) and kurta for men and boys' },
      { label: 'Flowers in the hair and glass bangles' },
    ],
    fact: 'New clothes are part of the fun at Ugadi, Sankranti and Diwali.',
  },
  {
    id: 'language',
    title: 'Our Language',
    description: 'Telugu is the language many of our families speak at home.',
    items: [
      { label: 'Namaskaram: hello', telugu: 'నమస్కారం' },
      { label: 'Dhanyavadalu: thank you', telugu: 'ధన్యవాదాలు' },
      { label: 'Panduga: festival', telugu: 'పండుగ' },
      { label: 'Gotram: gotra', telugu: 'గోత్రం' },
    ],
    fact: 'Old merchants used a trade number code: "Ke" meant 1 and "Galam" meant 10. "Start at galam, settle at mulam" meant ask 10 and agree at 5!',
  },
  {
    id: 'values',
    title: 'What We Believe',
    description: 'Values passed down from grandparents to grandchildren.',
    items: [
      { label: 'Ahimsa: peace and non-violence' },
      { label: 'Honesty in work and trade' },
      { label: 'Daanam: giving to those in need' },
      { label: 'Respect for elders and teachers' },
    ],
    fact: 'Vasavi wanted no one to be hurt, and she would not let a war be fought over her. Ahimsa is at the heart of her story.',
  },
] as const satisfies readonly CultureCard[]

export type FactPanel = {
  title: string
  facts: readonly { value: string; text: string }[]
}

export const demographicsPanel = {
  title: 'Where Our Families Live',
  facts: [
    {
      value: 'AP & Telangana',
      text: 'Many families live in Andhra Pradesh and Telangana; others settled long ago in the Tamil country and in Karnataka.',
    },
    {
      value: '1900s',
      text: 'Old records found Komati families as far away as Mysore, Bombay, Berar and Baroda.',
    },
    {
      value: '3 names',
      text: 'Family names often end in Gupta, Shreshti or Chettiar, depending on the region.',
    },
  ],
} as const satisfies FactPanel

export const preservationPanel = {
  title: 'Keeping Our Heritage Alive',
  facts: [
    {
      value: '102',
      text: 'gotras, still remembered by many families at weddings and pujas.',
    },
    {
      value: '3',
      text: 'main festivals at Vasavi temples: Vasavi Jayanti, Atmarpana and Navaratri.',
    },
    {
      value: '1',
      text: 'home town of the story, Penugonda, with the chief temple of Vasavi Kanyaka Parameswari.',
    },
  ],
} as const satisfies FactPanel

export const didYouKnow = {
  title: 'Did you know?',
  text: 'Most gotras carry the name of a wise sage, called a rishi; for some, the old lists do not say, and a few may be named after plants. Ask your parents or grandparents which gotra your family belongs to, then find it in the Gotra Explorer!',
} as const
