/**
 * The Telugu twin of src/data/festivalFoods.ts: the same foods, in the same
 * order, told in Telugu as the Telugu recipes and festival cards tell them.
 */

import type { FestivalFood } from '../festivalFoods'

export type { FestivalFood, FestivalFoodId } from '../festivalFoods'

export const festivalFoods = [
  {
    id: 'ugadi-pachadi',
    name: 'ఉగాది పచ్చడి',
    about: 'ఆరు రుచులు ఉంటాయి, కొత్త సంవత్సరం తెచ్చే ఒక్కో రకం రోజుకు ఒక్కో రుచి',
    festival: 'ugadi',
  },
  {
    id: 'pulihora',
    name: 'పులిహోర',
    about: 'పుల్లపుల్లని చింతపండు అన్నం, సంక్రాంతికి దేవుడికి నైవేద్యం',
    festival: 'sankranti',
  },
  {
    id: 'bobbatlu',
    name: 'బొబ్బట్లు',
    about: 'పప్పు, బెల్లం నింపిన తీపి రొట్టెలు, ఉగాదికి చేస్తారు',
    festival: 'ugadi',
  },
  {
    id: 'kudumulu',
    name: 'కుడుములు',
    about: 'వినాయక చవితికి చేసే తీపి వంటకాలు',
    festival: 'ganesh-chaturthi',
  },
  {
    id: 'ariselu',
    name: 'అరిసెలు',
    about: 'సంక్రాంతికి చేసే తీపి వంటకాలు',
    festival: 'sankranti',
  },
] as const satisfies readonly FestivalFood[]
