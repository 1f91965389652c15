import type { highlightMessages as englishMessages } from '../en/highlights'

/** The Telugu twin of `en/highlights.ts`. */
export const highlightMessages = {
  'home.storyMeta': '{month} నెల కథ',
  'home.heroMeta': '{year}లో {week}వ వారం',
  'home.month.1': 'జనవరి',
  'home.month.2': 'ఫిబ్రవరి',
  'home.month.3': 'మార్చి',
  'home.month.4': 'ఏప్రిల్',
  'home.month.5': 'మే',
  'home.month.6': 'జూన్',
  'home.month.7': 'జులై',
  'home.month.8': 'ఆగస్టు',
  'home.month.9': 'సెప్టెంబర్',
  'home.month.10': 'అక్టోబర్',
  'home.month.11': 'నవంబర్',
  'home.month.12': 'డిసెంబర్',
  'home.countdown.today': 'ఈ రోజే {name}! {name} శుభాకాంక్షలు!',
  'home.countdown.tomorrow': 'రేపే {name}!',
  'home.countdown.days.one': '{name} పండుగకు ఇంకా {count} రోజు',
  'home.countdown.days.other': '{name} పండుగకు ఇంకా {count} రోజులు',
  'home.countdown.month': 'తర్వాత వచ్చేది {name}, {month} నెలలో',
  'home.countdown.onDate': '{date}‌న',
  'home.countdown.note':
    'చాలా పండుగల తేదీలు చంద్రుడిని బట్టి మారుతాయి, కాబట్టి మీ ఊరి పంచాంగంలో ఒక రోజు తేడా ఉండవచ్చు.',
} as const satisfies Record<keyof typeof englishMessages, string>
