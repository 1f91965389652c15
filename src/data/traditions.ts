/**
 * Content of /traditions: two festival recipes, traditional clothing and the
 * five core values. Plain text only; the Telugu phrases are in
 * `teluguPhrases.ts`. Recipe facts follow the content notes' heritage
 * facts, section 3.
 */

/** Colour family of a card; the feature maps it to classes. */
export type TraditionAccent = 'saffron' | 'gold' | 'leaf' | 'maroon'

/** Why a step needs a grown-up: a hot stove, or a knife or blade. */
export type GrownUpReason = 'heat' | 'sharp'

export type RecipeStep = {
  text: string
  /** Set when a grown-up must do or watch this step. */
  grownUp: GrownUpReason | null
}

/** Spec entity "Recipe": name, subtitle, description, ingredients, steps, icon, colour. */
export type Recipe = {
  id: string
  name: string
  subtitle: string
  description: string
  /** Festivals it is made for. */
  festivals: readonly string[]
  category: string
  yield: string
  ingredients: readonly string[]
  steps: readonly RecipeStep[]
  icon: 'rice' | 'flatbread'
  accent: TraditionAccent
}

/** Spec entity "Clothing item". */
export type ClothingItem = {
  name: string
  description: string
  occasion: string
  icon: 'skirt' | 'saree' | 'dhoti' | 'shirt'
}

export type ClothingGroup = {
  id: 'girls-and-women' | 'boys-and-men'
  title: string
  items: readonly ClothingItem[]
}

/** Spec entity "Value": name, subtitle, description, icon, colour. */
export type CoreValue = {
  name: string
  /** The word in Telugu script (rendered with lang="te"). */
  script: string
  subtitle: string
  description: string
  icon: 'dharma' | 'honesty' | 'work' | 'saving' | 'giving'
  accent: TraditionAccent
}

export const recipes: readonly Recipe[] = [
  {
    id: 'pulihora',
    name: 'Pulihora',
    subtitle: 'Tangy tamarind rice',
    description:
      'Rice mixed with tamarind, turmeric, curry leaves and crunchy peanuts and dals. Telugu families offer it to God at festivals, especially Sankranti, and share it as prasadam.',
    festivals: ['Sankranti', 'Ugadi', 'Temple festivals'],
    category: 'Main course',
    yield: '4 servings',
    ingredients: [
      '2 cups cooked rice, cooled',
      'A lemon-sized ball of tamarind, soaked in 1 cup of warm water',
      '1/2 teaspoon turmeric',
      '2 tablespoons sesame or groundnut oil',
      '1 teaspoon mustard seeds',
      '1 tablespoon chana dal',
      '1 tablespoon urad dal',
      '2 tablespoons peanuts (leave them out, and use sesame oil, if anyone eating is allergic to peanuts)',
      '2 dried red chillies, broken in half',
      'A sprig of curry leaves',
      'A pinch of asafoetida (hing)',
      'Salt to taste',
    ],
    steps: [
      {
        text: 'Spread the cooked rice on a big plate to cool, so the grains stay separate.',
        grownUp: null,
      },
      {
        text: 'Squeeze the soaked tamarind in its water and strain the juice. Throw away the seeds and strings.',
        grownUp: null,
      },
      {
        text: 'Heat the oil in a pan and add the mustard seeds. Stand back while they pop!',
        grownUp: 'heat',
      },
      {
        text: 'Add the chana dal, urad dal, peanuts, red chillies, curry leaves and hing to the hot oil. Stir until the dals turn golden.',
        grownUp: 'heat',
      },
      {
        text: 'Pour in the tamarind juice with the turmeric and salt. Let it bubble gently until it thickens into a paste.',
        grownUp: 'heat',
      },
      {
        text: 'When the paste has cooled a little, mix it gently into the rice with a big spoon.',
        grownUp: null,
      },
      {
        text: 'Let it rest for half an hour so the flavours soak in. Offer it to God, then share it with everyone!',
        grownUp: null,
      },
    ],
    icon: 'rice',
    accent: 'gold',
  },
  {
    id: 'bobbatlu',
    name: 'Bobbatlu',
    subtitle: 'Sweet flatbread filled with dal and jaggery',
    description:
      'Soft flatbreads with a sweet filling of chana dal and jaggery, also called Bakshalu or Oligalu (and puran poli in other parts of India). Families make them for Ugadi, Sankranti and Diwali.',
    festivals: ['Ugadi', 'Sankranti', 'Diwali'],
    category: 'Sweet',
    yield: 'About 10 bobbatlu',
    ingredients: [
      '1 cup maida (all-purpose flour) or fine wheat flour',
      'A pinch of turmeric',
      'A pinch of salt',
      'Water, as needed',
      '4 tablespoons oil',
      '1 cup chana dal',
      '1 cup grated jaggery',
      '1/2 teaspoon cardamom powder',
      'Ghee, for cooking',
    ],
    steps: [
      {
        text: 'Mix the flour, turmeric and salt with a little water at a time into a soft dough. Pour the oil over it and let it rest for an hour.',
        grownUp: null,
      },
      {
        text: 'Cook the chana dal in water until soft, then drain it well.',
        grownUp: 'heat',
      },
      {
        text: 'Cook the dal with the jaggery in a pan, stirring all the time, until it is thick.',
        grownUp: 'heat',
      },
      {
        text: 'Let the filling cool. Then a grown-up grinds it smooth with the cardamom in a mixer.',
        grownUp: 'sharp',
      },
      {
        text: 'Roll the filling into balls the size of a lime.',
        grownUp: null,
      },
      {
        text: 'Flatten a small ball of dough on your palm, put a ball of filling in the middle and close the dough over it.',
        grownUp: null,
      },
      {
        text: 'Pat or roll it gently into a thin circle on a greased sheet.',
        grownUp: null,
      },
      {
        text: 'Cook it on a hot tawa with a little ghee until golden on both sides.',
        grownUp: 'heat',
      },
    ],
    icon: 'flatbread',
    accent: 'saffron',
  },
]

export const clothingGroups: readonly ClothingGroup[] = [
  {
    id: 'girls-and-women',
    title: 'Girls and women',
    items: [
      {
        name: 'Pattu Langa',
        description:
          'A long, flowing silk skirt with a matching blouse, worn by little girls. It swirls beautifully when they dance!',
        occasion: 'Festivals, pujas and family celebrations',
        icon: 'skirt',
      },
      {
        name: 'Langa Voni (half-saree)',
        description:
          'A long skirt and blouse with a voni, a cloth draped over one shoulder like a saree. Older girls often wear it.',
        occasion: 'Festivals, temple visits and family functions',
        icon: 'skirt',
      },
      {
        name: 'Pattu Cheera (silk saree)',
        description:
          'A silk saree, often with a shining gold border. Many families keep a special one for big days.',
        occasion: 'Weddings, Vasavi Jayanti and big festivals',
        icon: 'saree',
      },
    ],
  },
  {
    id: 'boys-and-men',
    title: 'Boys and men',
    items: [
      {
        name: 'Pancha (dhoti)',
        description:
          'A long white or cream cloth wrapped around the waist, often with a coloured or gold border.',
        occasion: 'Pujas, temple visits and weddings',
        icon: 'dhoti',
      },
      {
        name: 'Kanduva (upper cloth)',
        description:
          'A cloth worn over the shoulder with the pancha, to look neat and respectful.',
        occasion: 'Pujas and ceremonies',
        icon: 'dhoti',
      },
      {
        name: 'Kurta and pyjama',
        description:
          'A long shirt with light, loose trousers. Comfortable for running around at a festival!',
        occasion: 'Festivals and family gatherings',
        icon: 'shirt',
      },
    ],
  },
]

/** The five core values of the spec, in its order. */
export const coreValues: readonly CoreValue[] = [
  {
    name: 'Dharma',
    script: 'ధర్మం',
    subtitle: 'Doing what is right',
    description:
      'Living rightly: being fair, doing our duty to our family and treating everyone with respect.',
    icon: 'dharma',
    accent: 'maroon',
  },
  {
    name: 'Nijayithi',
    script: 'నిజాయితీ',
    subtitle: 'Honesty',
    description:
      'Telling the truth at home, at school and in business. Honest trade is one of our values: a trader’s word should be one everyone can trust.',
    icon: 'honesty',
    accent: 'leaf',
  },
  {
    name: 'Srama',
    script: 'శ్రమ',
    subtitle: 'Hard work',
    description:
      'Working hard and doing a job well, whether it is homework, helping at home or running a shop.',
    icon: 'work',
    accent: 'saffron',
  },
  {
    name: 'Podupu',
    script: 'పొదుపు',
    subtitle: 'Saving wisely',
    description:
      'Not wasting money, food or water, and saving a little for tomorrow.',
    icon: 'saving',
    accent: 'gold',
  },
  {
    name: 'Daanam',
    script: 'దానం',
    subtitle: 'Giving',
    description:
      'Sharing with people in need. Long ago, community members gave their town wells, water tanks and gardens.',
    icon: 'giving',
    accent: 'leaf',
  },
]
