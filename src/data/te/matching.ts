/**
 * The Telugu twin of src/data/matching.ts: the same six festival pairs, four
 * hero pairs and four sage pairs, in the same order, the text in Telugu.
 */

import type { FestivalPair, HeroPair, NamePair } from '../matching'

export {
  FESTIVAL_PICTURES,
  FESTIVALS_PER_ROUND,
  HERO_PICTURES,
  HERO_SET_IDS,
  MATCHING_FOOD_IDS,
} from '../matching'
export type {
  FestivalPair,
  FestivalPicture,
  HeroPair,
  HeroPicture,
  HeroSetId,
  NamePair,
} from '../matching'

export const festivalPairs = [
  {
    id: 'vasavi-jayanti',
    festival: 'వాసవి జయంతి',
    description: 'వాసవి మాత పుట్టినరోజు, ఏప్రిల్ లేదా మే నెలలో వైశాఖ శుద్ధ దశమి నాడు',
    picture: 'vasaviJayanti',
  },
  {
    id: 'ugadi',
    festival: 'ఉగాది',
    description: 'తెలుగు కొత్త సంవత్సరం, చైత్ర మాసం మొదటి రోజు, తీపి బొబ్బట్లతో',
    picture: 'ugadi',
  },
  {
    id: 'sankranti',
    festival: 'సంక్రాంతి',
    description: 'జనవరిలో వచ్చే పంటల పండుగ, ముగ్గులు, బెల్లంతో చేసిన తీపి వంటకాలతో',
    picture: 'sankranti',
  },
  {
    id: 'dasara',
    festival: 'నవరాత్రులు',
    description: 'వాసవి ఆలయాలలో తొమ్మిది రాత్రుల పూజ, విజయదశమితో ముగుస్తుంది',
    picture: 'navaratri',
  },
  {
    id: 'diwali',
    festival: 'దీపావళి',
    description: 'దీపాల పండుగ, ప్రతి ఇల్లు చిన్న చిన్న దీపాలతో మెరిసిపోతుంది',
    picture: 'diwali',
  },
  {
    id: 'ganesh-chaturthi',
    festival: 'వినాయక చవితి',
    description: 'వినాయకుడి పుట్టినరోజు, మట్టి వినాయకుడు, కుడుములతో',
    picture: 'ganeshChaturthi',
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

export const sagePairs = [
  {
    name: 'వాల్మీకి మహర్షి',
    about: 'ఆదికవి, అంటే మొదటి కవి అని పిలుస్తారు; రామాయణాన్ని రాశారు',
  },
  {
    name: 'వ్యాస మహర్షి',
    about: 'వేదాలను విభజించి అమర్చారు, మహాభారతాన్ని చెప్పారు',
  },
  {
    name: 'నారద మహర్షి',
    about: 'వీణ పట్టుకుని లోకాల మధ్య తిరుగుతారు',
  },
  {
    name: 'అగస్త్య మహర్షి',
    about: 'వింధ్య పర్వతాలు దాటి దక్షిణానికి వచ్చి నివసించారని పాత కథలు చెబుతాయి',
  },
] as const satisfies readonly NamePair[]
