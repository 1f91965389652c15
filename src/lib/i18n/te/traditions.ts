import type { traditionsMessages as englishMessages } from '../en/traditions'

/** The Telugu twin of `en/traditions.ts`; keys start with `traditions.`. */
export const traditionsMessages = {
  'traditions.recipes.heading': 'మనతో కలిసి వండండి',
  'traditions.recipes.intro':
    'మీ కుటుంబంతో కలిసి చేయడానికి రెండు ఇష్టమైన పండుగ వంటకాలు. పొయ్యి లేదా పదునైన బ్లేడు ఉన్న పనులకు గుర్తు పెట్టాము: అవి పెద్దవారు చేస్తారు, మీరు సాయం చేస్తారు.',
  'traditions.recipe.festivals': 'ఏ పండుగలకు',
  'traditions.recipe.serves': 'ఎంత వస్తుంది',
  'traditions.recipe.ingredients': 'కావలసినవి',
  'traditions.recipe.steps': 'చేసే విధానం',
  'traditions.recipe.grownUp.heat': 'పెద్దవారు కావాలి: వేడి పొయ్యి',
  'traditions.recipe.grownUp.sharp': 'పెద్దవారు కావాలి: పదునైన బ్లేడు',
  'traditions.clothing.heading': 'మనం ఏమి ధరిస్తాం',
  'traditions.clothing.intro':
    'పండుగలకు, పూజలకు, కుటుంబ వేడుకలకు వేసుకునే సంప్రదాయ దుస్తులు.',
  'traditions.clothing.occasion': 'ఎప్పుడు',
  'traditions.phrases.heading': 'తెలుగు మాట్లాడండి',
  'traditions.phrases.intro':
    'రోజూ వాడే పన్నెండు మాటలు. అర్థం చదవండి, తెలుగులో పలకండి, వాటిని ఎలా రాస్తారో చూడండి.',
  'traditions.phrases.voiceHint':
    'తెలుగు గొంతు ఉన్న పరికరాల్లో, ప్రతి మాట వినడానికి “పలకండి” నొక్కండి.',
  'traditions.phrase.sayIt': 'పలకండి',
  'traditions.phrase.sayItLabel': 'పలకండి: {english}',
  'traditions.phrase.category': 'రకం',
  'traditions.values.heading': 'మన ఐదు ముఖ్య విలువలు',
  'traditions.values.intro': 'మన కుటుంబాలు పాటించే విలువలకు ఐదు తెలుగు పదాలు.',
  'traditions.more.heading': 'ఇంకా చూడండి',
  'traditions.more.story': 'వాసవి కథ చదవండి',
  'traditions.more.coloring': 'ఒక పేజీకి రంగులు వేయండి',
  'traditions.more.games': 'ఆటలు ఆడండి',
  'traditions.jsonLd.howTo': 'పెద్దవారితో కలిసి {name} ఎలా చేయాలి',
  'traditions.jsonLd.grownUp.heat': 'ఈ పని పెద్దవారు చేస్తారు (వేడి పొయ్యి).',
  'traditions.jsonLd.grownUp.sharp': 'ఈ పని పెద్దవారు చేస్తారు (పదునైన బ్లేడు).',
} as const satisfies Record<keyof typeof englishMessages, string>
