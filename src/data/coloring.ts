/**
 * Coloring Corner content: the nine printable pages, four coloring tips and
 * the meaning of six colors in our traditions. The line art lives in
 * public/coloring/ (drawn by scripts/art/generate-coloring-art.mjs).
 */

import type { AgeBand } from '@/lib/ageBands/ageBands'

export const COLORING_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const
export type ColoringDifficulty = (typeof COLORING_DIFFICULTIES)[number]

export const COLORING_CATEGORIES = [
  'Religious',
  'Festivals',
  'Art & Culture',
  'Heritage',
  'Culture',
] as const
export type ColoringCategory = (typeof COLORING_CATEGORIES)[number]

/**
 * How each difficulty and category is shown. They are keys as well as
 * labels (filters, badge colours), so the Telugu twin shows its own words.
 */
export const coloringDifficultyLabels = {
  Easy: 'Easy',
  Medium: 'Medium',
  Hard: 'Hard',
} as const satisfies Record<ColoringDifficulty, string>

export const coloringCategoryLabels = {
  Religious: 'Religious',
  Festivals: 'Festivals',
  'Art & Culture': 'Art & Culture',
  Heritage: 'Heritage',
  Culture: 'Culture',
} as const satisfies Record<ColoringCategory, string>

export type ColoringPage = {
  /** Lower-case slug; names the art file and the saved work on this device. */
  id: string
  title: string
  description: string
  difficulty: ColoringDifficulty
  /** The youngest band of the site's age scheme the page suits (decision 068). */
  ageBand: AgeBand
  category: ColoringCategory
  /** One tip for coloring this page. */
  tips: string
  /** Path of the line art under public/, when the page has one. */
  image?: string
  /** What the picture shows, for people who cannot see it. */
  imageAlt: string
}

/**
 * Every line art in public/coloring is drawn on this portrait page (its
 * viewBox); pictures take it as width and height so they reserve their space
 * before they load.
 */
export const COLORING_ART_SIZE = { width: 800, height: 1000 } as const

export const COLORING_TIP_ICONS = [
  'palette',
  'pencil',
  'sparkles',
  'sun',
] as const
export type ColoringTipIcon = (typeof COLORING_TIP_ICONS)[number]

export type ColoringTip = {
  title: string
  tip: string
  icon: ColoringTipIcon
}

export type ColorMeaning = {
  /** The color's name, shown and read aloud. */
  color: string
  /** The shade used for the swatch and in the coloring studio. */
  hex: string
  meaning: string
  usage: string
}

export type PaletteColor = { name: string; hex: string }

export const coloringPages = [
  {
    id: 'diya',
    title: 'Diya of Light',
    description:
      'A little clay lamp with a bright flame. Families light rows of diyas at Deepavali and a lamp at prayer time every day.',
    difficulty: 'Easy',
    ageBand: '5-7',
    category: 'Festivals',
    tips: 'Color the flame yellow in the middle and orange at the edges, so it looks like it is glowing.',
    image: '/coloring/diya.svg',
    imageAlt:
      'Line drawing of a clay lamp with a tall flame on a stand and plate, with four sparkles around it.',
  },
  {
    id: 'kite',
    title: 'Sankranti Kite',
    description:
      'A diamond kite dancing in the January sky. Flying kites from rooftops is one of the happiest parts of Sankranti.',
    difficulty: 'Easy',
    ageBand: '5-7',
    category: 'Festivals',
    tips: 'Give each of the four parts of the kite a different color, then choose a bright color for the tail bows.',
    image: '/coloring/kite.svg',
    imageAlt:
      'Line drawing of a diamond kite with a bow-tied tail, a sun and a cloud.',
  },
  {
    id: 'lotus',
    title: 'Blooming Lotus',
    description:
      'The lotus grows out of muddy water yet opens clean and beautiful. It stands for purity and is offered at prayers.',
    difficulty: 'Easy',
    ageBand: '5-7',
    category: 'Religious',
    tips: 'Try pink petals that are darker at the bottom and lighter at the tips, with blue water and green leaves.',
    image: '/coloring/lotus.svg',
    imageAlt:
      'Line drawing of a lotus flower opening above wavy water, with two round lotus leaves.',
  },
  {
    id: 'kalash',
    title: 'Kalash with Mango Leaves',
    description:
      'A purna kalasham: a pot of water crowned with mango leaves and a coconut. It is placed at the start of pujas, weddings and house-warmings to welcome good fortune.',
    difficulty: 'Medium',
    ageBand: '5-7',
    category: 'Religious',
    tips: 'A brass kalash looks golden: use yellow with a little orange at the sides. Keep the mango leaves a fresh green.',
    image: '/coloring/kalash.svg',
    imageAlt:
      'Line drawing of a decorated pot holding mango leaves and a coconut, on a plate of rice, with a flower on each side.',
  },
  {
    id: 'toran',
    title: 'Mango Leaf Toran',
    description:
      'A string of mango leaves and marigolds tied over the front door. Families hang fresh torans for festivals and happy days.',
    difficulty: 'Medium',
    ageBand: '5-7',
    category: 'Culture',
    tips: 'Alternate two greens on the leaves and make the marigolds orange and yellow. The threshold is often painted with turmeric yellow.',
    image: '/coloring/toran.svg',
    imageAlt:
      'Line drawing of mango leaves and marigold flowers hanging on a rope over a wooden double door.',
  },
  {
    id: 'ugadi',
    title: 'Ugadi Celebration',
    description:
      'Ugadi is the Telugu New Year. The day begins with Ugadi pachadi, which mixes six tastes (sweet, sour, salty, bitter, tangy and spicy) to remind us that a year brings every kind of day.',
    difficulty: 'Medium',
    ageBand: '5-7',
    category: 'Festivals',
    tips: 'Look at each food in the picture and color it the way it really looks: green raw mango, brown jaggery, creamy neem flowers.',
    image: '/coloring/ugadi.svg',
    imageAlt:
      'Line drawing of a pot of Ugadi pachadi with a spoon under a mango-leaf toran, with a raw mango, a block of jaggery, neem flowers and a tamarind pod on a banana leaf.',
  },
  {
    id: 'muggu',
    title: 'Muggu Pattern',
    description:
      'Muggu (rangoli) is drawn with rice flour in front of the home at dawn. The big, colorful muggulu of the Sankranti season are a joy to see.',
    difficulty: 'Hard',
    ageBand: '8-10',
    category: 'Art & Culture',
    tips: 'Muggu is symmetrical: pick a color for one petal, then use the same color on every matching petal around the circle.',
    image: '/coloring/muggu.svg',
    imageAlt:
      'Line drawing of a round muggu pattern of petals, leaves and dots inside a square border with a flower at each corner.',
  },
  {
    id: 'elephant',
    title: 'Decorated Temple Elephant',
    description:
      'On festival days a temple elephant may be dressed in a shining forehead ornament, a bright blanket, bells and anklets.',
    difficulty: 'Hard',
    ageBand: '8-10',
    category: 'Culture',
    tips: 'Color the elephant grey first, then make the ornament and bells gold and the blanket red with a gold border.',
    image: '/coloring/elephant.svg',
    imageAlt:
      'Line drawing of an elephant wearing a forehead ornament, a patterned blanket with tassels, bells and anklets, standing on grass.',
  },
  {
    id: 'gopuram',
    title: 'Temple Gopuram of Penugonda',
    description:
      'A gopuram is the tall, tiered tower over a South Indian temple gate. This one is drawn in honour of the Sri Vasavi Kanyaka Parameswari temple at Penugonda, called the "Kasi of Vysyas".',
    difficulty: 'Hard',
    ageBand: '8-10',
    category: 'Heritage',
    tips: 'Work from the top down, one tier at a time, and give the little shrines on each tier a color of their own.',
    image: '/coloring/gopuram.svg',
    imageAlt:
      'Line drawing of a seven-tiered temple tower with small shrines on every tier and pot-shaped finials on top, over a gateway with steps, between two palm trees.',
  },
] as const satisfies readonly ColoringPage[]

export const coloringTips = [
  {
    title: 'Start light, then go darker',
    tip: 'Color gently first. You can always add another layer to make a color deeper, but it is hard to make it lighter.',
    icon: 'palette',
  },
  {
    title: 'Outline, then fill',
    tip: 'Trace slowly along the inside of a line first, then fill the middle. Your colors will stay neatly inside the shapes.',
    icon: 'pencil',
  },
  {
    title: 'Choose colors with meaning',
    tip: 'Read the color guide below and pick colors that tell a story, like saffron for courage or green for new beginnings.',
    icon: 'sparkles',
  },
  {
    title: 'Color in good light',
    tip: 'Sit by a window or a bright lamp, and take a short break when your hand feels tired. There is no hurry.',
    icon: 'sun',
  },
] as const satisfies readonly ColoringTip[]

/** Six colors and what they mean in our festivals and homes. */
export const colorMeanings = [
  {
    color: 'Saffron / Orange',
    hex: '#ff9933',
    meaning: 'Courage, sacrifice and the light of the sacred fire.',
    usage:
      "Temple flags, marigold garlands, the robes of holy people and the top band of India's flag.",
  },
  {
    color: 'Red',
    hex: '#d62828',
    meaning: 'Happiness, strength and good fortune (shubham).',
    usage:
      'Kumkum on the forehead and on the doorstep, red bangles and wedding saris.',
  },
  {
    color: 'Yellow / Gold',
    hex: '#f7c948',
    meaning: 'Purity, prosperity and new beginnings.',
    usage:
      'Turmeric (pasupu) on the threshold and at ceremonies, gold jewelry and festive silk.',
  },
  {
    color: 'Green',
    hex: '#2e8f45',
    meaning: 'Life, growth and harmony with nature.',
    usage:
      'Mango-leaf torans over the door, banana leaves for festival meals and green bangles.',
  },
  {
    color: 'Blue',
    hex: '#2f6fdd',
    meaning: 'The endless sky and sea: calm, depth and the divine.',
    usage:
      'Krishna and Rama are often painted blue, and peacock feathers shine blue and green.',
  },
  {
    color: 'White',
    hex: '#ffffff',
    meaning: 'Peace, simplicity and a clean, fresh start.',
    usage:
      'Rice-flour muggu at the door each morning, jasmine flowers and the white panche worn at prayers.',
  },
] as const satisfies readonly ColorMeaning[]

/** A few more colors for the coloring studio, beside the six above. */
export const extraPaletteColors = [
  { name: 'Pink', hex: '#f48fb1' },
  { name: 'Purple', hex: '#8e5cc4' },
  { name: 'Sky blue', hex: '#8fd3f4' },
  { name: 'Light green', hex: '#a8e063' },
  { name: 'Brown', hex: '#8d5b3c' },
  { name: 'Grey', hex: '#9e9e9e' },
] as const satisfies readonly PaletteColor[]
