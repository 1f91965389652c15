import type {
  avatarLabels as englishLabels,
  avatarsMessages as englishMessages,
} from '../en/avatars'

/** The Telugu twin of `en/avatars.ts`: what each avatar shows. */
export const avatarLabels = {
  peacock: 'నెమలి',
  elephant: 'ఏనుగు',
  tiger: 'పులి పిల్ల',
  parrot: 'చిలుక',
  cow: 'ఆవు',
  monkey: 'కోతి',
  deer: 'జింక',
  swan: 'హంస',
  lotus: 'తామర',
  diya: 'దీపం',
  veena: 'వీణ',
  temple: 'ఆలయ గోపురం',
} as const satisfies Record<keyof typeof englishLabels, string>

export const avatarsMessages = {
  'avatars.legend': 'ఒక అవతార్ ఎంచుకోండి',
} as const satisfies Record<keyof typeof englishMessages, string>
