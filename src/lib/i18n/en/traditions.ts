/** UI strings of the traditions feature; keys start with `traditions.`. */
export const traditionsMessages = {
  'traditions.recipes.heading': 'Cook With Us',
  'traditions.recipes.intro':
    'Two festival favourites to make with your family. Steps with a stove or a blade are marked: a grown-up does those, and you help.',
  'traditions.recipe.festivals': 'Made for',
  'traditions.recipe.serves': 'Makes',
  'traditions.recipe.ingredients': 'You will need',
  'traditions.recipe.steps': 'Steps',
  'traditions.recipe.grownUp.heat': 'Grown-up needed: hot stove',
  'traditions.recipe.grownUp.sharp': 'Grown-up needed: sharp blade',
  'traditions.clothing.heading': 'What We Wear',
  'traditions.clothing.intro':
    'Traditional clothes for festivals, pujas and family celebrations.',
  'traditions.clothing.occasion': 'When',
  'traditions.phrases.heading': 'Speak Telugu',
  'traditions.phrases.intro':
    'Twelve everyday phrases. Read the English, say the words in Telugu, and see how they are written.',
  'traditions.phrases.voiceHint':
    'On devices with a Telugu voice, press “Say it” to hear each phrase.',
  'traditions.phrase.sayIt': 'Say it',
  'traditions.phrase.sayItLabel': 'Say it: {english}',
  'traditions.phrase.category': 'Category',
  'traditions.values.heading': 'Our Five Core Values',
  'traditions.values.intro':
    'Five Telugu words for the values our families live by.',
  'traditions.more.heading': 'Keep Exploring',
  'traditions.more.story': 'Read the Vasavi Story',
  'traditions.more.coloring': 'Colour a Page',
  'traditions.more.games': 'Play Games',
  'traditions.jsonLd.howTo': 'How to make {name} with a grown-up',
  'traditions.jsonLd.grownUp.heat': 'A grown-up does this step (hot stove).',
  'traditions.jsonLd.grownUp.sharp': 'A grown-up does this step (sharp blade).',
} as const
