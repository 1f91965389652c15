/**
 * The Telugu twin of src/data/matching.ts: the same four festival pairs and
 * four hero pairs, in the same order, the text in Telugu.
 */

import type { FestivalPair, HeroPair } from '../matching'

export { FESTIVAL_PICTURES, HERO_PICTURES } from '../matching'
export type {
  FestivalPair,
  FestivalPicture,
  HeroPair,
  HeroPicture,
} from '../matching'

export const festivalPairs = [
  {
    festival: 'వాసవి జయంతి',
    description: 'వాసవి మాత పుట్టినరోజు, ఏప్రిల్ లేదా మే నెలలో వైశాఖ శుద్ధ దశమి నాడు',
    picture: 'vasaviJayanti',
  },
  {
    festival: 'ఉగాది',
    description: 'తెలుగు కొత్త సంవత్సరం, చైత్ర మాసం మొదటి రోజు, తీపి బొబ్బట్లతో',
    picture: 'ugadi',
  },
  {
    festival: 'సంక్రాంతి',
    description: 'జనవరిలో వచ్చే పంటల పండుగ, ముగ్గులు, బెల్లంతో చేసిన తీపి వంటకాలతో',
    picture: 'sankranti',
  },
  {
    festival: 'నవరాత్రులు',
    description: 'వాసవి ఆలయాలలో తొమ్మిది రాత్రుల పూజ, విజయదశమితో ముగుస్తుంది',
    picture: 'navaratri',
  },
] as const satisfies readonly FestivalPair[]

export const heroPairs = [
  {
    hero: 'పొట్టి శ్రీరాములు',
    achievement: 'తెలుగు మాట్లాడేవారికి సొంత రాష్ట్రం రావాలని 1952లో ఉపవాసం చేశారు',
    picture: 'teluguState',
  },
  {
    hero: 'మామిడి వెంకయ్య',
    achievement: 'మొదటి తెలుగు నిఘంటువులలో ఒకటైన ఆంధ్ర దీపికను తయారు చేశారు',
    picture: 'dictionary',
  },
  {
    hero: 'కొణిజేటి రోశయ్య',
    achievement: 'ఆంధ్రప్రదేశ్ ముఖ్యమంత్రిగా, తమిళనాడు గవర్నరుగా పనిచేశారు',
    picture: 'assembly',
  },
  {
    hero: 'కొత్తలింగ',
    achievement: 'పెనుగొండ పట్టణాన్ని మళ్ళీ కట్టించి, దానికి చెరువులు, బావులు, తోటలు ఇచ్చారు',
    picture: 'penugonda',
  },
] as const satisfies readonly HeroPair[]
