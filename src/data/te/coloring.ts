/**
 * The Telugu twin of src/data/coloring.ts: the same nine pages (ids, art,
 * difficulty and category unchanged), four tips and six colour meanings with
 * their shades, the text in Telugu. Difficulty and category stay the English
 * values the code switches on; show them with the label records below.
 */

import type {
  ColoringCategory,
  ColoringDifficulty,
  ColoringPage,
  ColoringTip,
  ColorMeaning,
  PaletteColor,
} from '../coloring'

export {
  COLORING_ART_SIZE,
  COLORING_CATEGORIES,
  COLORING_DIFFICULTIES,
  COLORING_TIP_ICONS,
} from '../coloring'
export type {
  ColoringCategory,
  ColoringDifficulty,
  ColoringPage,
  ColoringTip,
  ColorMeaning,
  PaletteColor,
}

/** How each difficulty reads in Telugu (glossary: సులభం, మధ్యస్థం, కష్టం). */
export const coloringDifficultyLabels = {
  Easy: 'సులభం',
  Medium: 'మధ్యస్థం',
  Hard: 'కష్టం',
} as const satisfies Record<ColoringDifficulty, string>

/** How each category reads in Telugu. */
export const coloringCategoryLabels = {
  Religious: 'భక్తి',
  Festivals: 'పండుగలు',
  'Art & Culture': 'కళలు, సంస్కృతి',
  Heritage: 'వారసత్వం',
  Culture: 'సంస్కృతి',
} as const satisfies Record<ColoringCategory, string>

export const coloringPages = [
  {
    id: 'diya',
    title: 'వెలుగుల దీపం',
    description:
      'ప్రకాశవంతమైన జ్వాలతో ఉన్న చిన్న మట్టి దీపం. దీపావళికి కుటుంబాలు దీపాల వరుసలు వెలిగిస్తాయి, ప్రతిరోజూ పూజ సమయంలో ఒక దీపం వెలిగిస్తాయి.',
    difficulty: 'Easy',
    ageBand: '5-7',
    category: 'Festivals',
    tips: 'జ్వాల మధ్యలో పసుపు రంగు, అంచుల దగ్గర నారింజ రంగు వేయండి. అప్పుడు అది వెలుగుతున్నట్లు కనిపిస్తుంది.',
    image: '/coloring/diya.svg',
    imageAlt: 'గీతల బొమ్మ: పీట, పళ్ళెం మీద పొడవైన జ్వాలతో మట్టి దీపం, చుట్టూ నాలుగు మెరుపులు.',
  },
  {
    id: 'kite',
    title: 'సంక్రాంతి గాలిపటం',
    description:
      'జనవరి ఆకాశంలో ఆడుతూ ఎగిరే వజ్రం ఆకారపు గాలిపటం. డాబాల మీద నుంచి గాలిపటాలు ఎగరేయడం సంక్రాంతిలో అన్నిటికన్నా పెద్ద సరదాలలో ఒకటి.',
    difficulty: 'Easy',
    ageBand: '5-7',
    category: 'Festivals',
    tips: 'గాలిపటంలోని నాలుగు భాగాలకు ఒక్కో రంగు వేయండి. తర్వాత తోకకు కట్టిన రిబ్బన్ ముడులకు ప్రకాశవంతమైన రంగు ఎంచుకోండి.',
    image: '/coloring/kite.svg',
    imageAlt: 'గీతల బొమ్మ: ముడులు కట్టిన తోకతో వజ్రం ఆకారపు గాలిపటం, ఒక సూర్యుడు, ఒక మబ్బు.',
  },
  {
    id: 'lotus',
    title: 'వికసించిన తామర',
    description:
      'తామర బురద నీటిలో పెరిగినా శుభ్రంగా, అందంగా వికసిస్తుంది. ఇది పవిత్రతకు గుర్తు, పూజలో దీన్ని సమర్పిస్తారు.',
    difficulty: 'Easy',
    ageBand: '5-7',
    category: 'Religious',
    tips: 'రేకలకు గులాబీ రంగు వేయండి, కింద ముదురుగా, చివర్లలో లేతగా. నీటికి నీలం, ఆకులకు ఆకుపచ్చ వేయండి.',
    image: '/coloring/lotus.svg',
    imageAlt:
      'గీతల బొమ్మ: అలల నీటి పైన విచ్చుకుంటున్న తామర పువ్వు, రెండు గుండ్రని తామర ఆకులు.',
  },
  {
    id: 'kalash',
    title: 'మామిడి ఆకులతో కలశం',
    description:
      'పూర్ణ కలశం: మామిడి ఆకులు, కొబ్బరికాయ పెట్టిన నీటి కుండ. శుభం కలగాలని పూజలు, పెళ్ళిళ్ళు, గృహప్రవేశాల మొదట్లో దీన్ని పెడతారు.',
    difficulty: 'Medium',
    ageBand: '5-7',
    category: 'Religious',
    tips: 'ఇత్తడి కలశం బంగారంలా కనిపిస్తుంది: పసుపు రంగు వేసి, పక్కల కొంచెం నారింజ వేయండి. మామిడి ఆకులను తాజా ఆకుపచ్చగా ఉంచండి.',
    image: '/coloring/kalash.svg',
    imageAlt:
      'గీతల బొమ్మ: బియ్యం పళ్ళెం మీద మామిడి ఆకులు, కొబ్బరికాయ ఉన్న అలంకరించిన కుండ, రెండు వైపులా ఒక్కో పువ్వు.',
  },
  {
    id: 'toran',
    title: 'మామిడి ఆకుల తోరణం',
    description:
      'ముందు గుమ్మం పైన కట్టే మామిడి ఆకులు, బంతి పువ్వుల వరుస. పండుగలకు, శుభ దినాలకు కుటుంబాలు తాజా తోరణాలు కడతాయి.',
    difficulty: 'Medium',
    ageBand: '5-7',
    category: 'Culture',
    tips: 'ఆకులకు రెండు రకాల ఆకుపచ్చలు మార్చి మార్చి వేయండి, బంతి పువ్వులకు నారింజ, పసుపు వేయండి. గడపకు తరచుగా పసుపు రాస్తారు.',
    image: '/coloring/toran.svg',
    imageAlt: 'గీతల బొమ్మ: చెక్క రెండు తలుపుల పైన తాడుకు వేలాడే మామిడి ఆకులు, బంతి పువ్వులు.',
  },
  {
    id: 'ugadi',
    title: 'ఉగాది వేడుక',
    description:
      'ఉగాది తెలుగు కొత్త సంవత్సరం. ఆ రోజు ఉగాది పచ్చడితో మొదలవుతుంది. అందులో ఆరు రుచులు (తీపి, పులుపు, ఉప్పు, చేదు, వగరు, కారం) కలుస్తాయి. ఒక సంవత్సరంలో అన్ని రకాల రోజులూ వస్తాయని అది మనకు గుర్తు చేస్తుంది.',
    difficulty: 'Medium',
    ageBand: '5-7',
    category: 'Festivals',
    tips: 'బొమ్మలోని ప్రతి ఆహారాన్ని చూసి, అది నిజంగా ఎలా ఉంటుందో అలాగే రంగు వేయండి: ఆకుపచ్చ పచ్చి మామిడి, గోధుమ రంగు బెల్లం, మీగడ రంగు వేప పువ్వు.',
    image: '/coloring/ugadi.svg',
    imageAlt:
      'గీతల బొమ్మ: మామిడి ఆకుల తోరణం కింద చెంచాతో ఉగాది పచ్చడి కుండ, అరటి ఆకు మీద పచ్చి మామిడి, బెల్లం ముక్క, వేప పువ్వు, చింతకాయ.',
  },
  {
    id: 'muggu',
    title: 'ముగ్గు నమూనా',
    description:
      'తెల్లవారుజామున ఇంటి ముందు బియ్యప్పిండితో ముగ్గు (రంగోలి) వేస్తారు. సంక్రాంతి రోజుల్లో వేసే పెద్ద పెద్ద రంగుల ముగ్గులు చూడటానికి ఎంతో ఆనందం.',
    difficulty: 'Hard',
    ageBand: '8-10',
    category: 'Art & Culture',
    tips: 'ముగ్గు అన్ని వైపులా ఒకేలా ఉంటుంది: ఒక రేకకు ఒక రంగు ఎంచుకుని, వృత్తం చుట్టూ ఉన్న దాని జత రేకలన్నిటికీ అదే రంగు వేయండి.',
    image: '/coloring/muggu.svg',
    imageAlt:
      'గీతల బొమ్మ: చతురస్రం అంచు లోపల రేకలు, ఆకులు, చుక్కలతో గుండ్రని ముగ్గు, ప్రతి మూలలో ఒక పువ్వు.',
  },
  {
    id: 'elephant',
    title: 'అలంకరించిన ఆలయ ఏనుగు',
    description:
      'పండుగ రోజుల్లో ఆలయ ఏనుగుకు మెరిసే నుదుటి ఆభరణం, రంగురంగుల దుప్పటి, గంటలు, కాలి కడియాలు వేయవచ్చు.',
    difficulty: 'Hard',
    ageBand: '8-10',
    category: 'Culture',
    tips: 'ముందు ఏనుగుకు బూడిద రంగు వేయండి. తర్వాత ఆభరణానికి, గంటలకు బంగారు రంగు, దుప్పటికి బంగారు అంచుతో ఎరుపు రంగు వేయండి.',
    image: '/coloring/elephant.svg',
    imageAlt:
      'గీతల బొమ్మ: నుదుటి ఆభరణం, కుచ్చులతో నమూనాల దుప్పటి, గంటలు, కాలి కడియాలతో గడ్డి మీద నిలబడిన ఏనుగు.',
  },
  {
    id: 'gopuram',
    title: 'పెనుగొండ ఆలయ గోపురం',
    description:
      'గోపురం అంటే దక్షిణ భారతదేశ ఆలయ ద్వారం పైన ఉండే ఎత్తైన, అంతస్తుల కట్టడం. "వైశ్యుల కాశీ" అని పిలిచే పెనుగొండలోని శ్రీ వాసవి కన్యకా పరమేశ్వరి ఆలయాన్ని గౌరవిస్తూ దీన్ని గీశాము.',
    difficulty: 'Hard',
    ageBand: '8-10',
    category: 'Heritage',
    tips: 'పై నుంచి కిందికి, ఒక్కో అంతస్తుకు ఒకసారి రంగు వేయండి. ప్రతి అంతస్తులోని చిన్న మందిరాలకు ఒక్కో రంగు ఇవ్వండి.',
    image: '/coloring/gopuram.svg',
    imageAlt:
      'గీతల బొమ్మ: ప్రతి అంతస్తులో చిన్న మందిరాలు, పైన కుండ ఆకారపు శిఖరాలు ఉన్న ఏడు అంతస్తుల ఆలయ గోపురం, మెట్లు ఉన్న ద్వారం పైన, రెండు తాటి చెట్ల మధ్య.',
  },
] as const satisfies readonly ColoringPage[]

export const coloringTips = [
  {
    title: 'లేతగా మొదలుపెట్టి, తర్వాత ముదురుగా',
    tip: 'ముందు మెల్లగా రంగు వేయండి. రంగును ముదురుగా చేయడానికి ఇంకో పొర ఎప్పుడైనా వేయవచ్చు, కానీ లేతగా చేయడం కష్టం.',
    icon: 'palette',
  },
  {
    title: 'ముందు అంచు, తర్వాత లోపల',
    tip: 'ముందు గీత లోపలి వైపు మెల్లగా రంగుతో గీయండి, తర్వాత మధ్యలో నింపండి. మీ రంగులు ఆకారాల లోపలే చక్కగా ఉంటాయి.',
    icon: 'pencil',
  },
  {
    title: 'అర్థం ఉన్న రంగులు ఎంచుకోండి',
    tip: 'కింద ఉన్న రంగుల అర్థాలు చదివి, ఒక కథ చెప్పే రంగులు ఎంచుకోండి, ధైర్యానికి కాషాయం, కొత్త మొదలుకు ఆకుపచ్చ లాగా.',
    icon: 'sparkles',
  },
  {
    title: 'మంచి వెలుతురులో రంగు వేయండి',
    tip: 'కిటికీ దగ్గర లేదా ప్రకాశవంతమైన దీపం దగ్గర కూర్చోండి. చేయి అలసిపోతే కొంచెం విశ్రాంతి తీసుకోండి. తొందరేమీ లేదు.',
    icon: 'sun',
  },
] as const satisfies readonly ColoringTip[]

/** Six colors and what they mean in our festivals and homes. */
export const colorMeanings = [
  {
    color: 'కాషాయం / నారింజ',
    hex: '#ff9933',
    meaning: 'ధైర్యం, త్యాగం, పవిత్ర అగ్ని వెలుగు.',
    usage: 'ఆలయ జెండాలు, బంతి పూల దండలు, సాధువుల వస్త్రాలు, మన దేశ జెండాలోని పై పట్టీ.',
  },
  {
    color: 'ఎరుపు',
    hex: '#d62828',
    meaning: 'సంతోషం, బలం, శుభం.',
    usage: 'నుదుటి మీద, గడప మీద కుంకుమ, ఎర్రని గాజులు, పెళ్ళి చీరలు.',
  },
  {
    color: 'పసుపు / బంగారు',
    hex: '#f7c948',
    meaning: 'పవిత్రత, సంపద, కొత్త మొదలు.',
    usage: 'గడపకు, వేడుకలలో రాసే పసుపు, బంగారు నగలు, పండుగ పట్టు బట్టలు.',
  },
  {
    color: 'ఆకుపచ్చ',
    hex: '#2e8f45',
    meaning: 'ప్రాణం, ఎదుగుదల, ప్రకృతితో కలిసి ఉండటం.',
    usage: 'గుమ్మం పైన మామిడి ఆకుల తోరణాలు, పండుగ భోజనాలకు అరటి ఆకులు, ఆకుపచ్చ గాజులు.',
  },
  {
    color: 'నీలం',
    hex: '#2f6fdd',
    meaning: 'అంతులేని ఆకాశం, సముద్రం: ప్రశాంతత, లోతు, దైవం.',
    usage:
      'కృష్ణుడిని, రాముడిని తరచుగా నీలం రంగులో చిత్రిస్తారు. నెమలి ఈకలు నీలం, ఆకుపచ్చ రంగుల్లో మెరుస్తాయి.',
  },
  {
    color: 'తెలుపు',
    hex: '#ffffff',
    meaning: 'శాంతి, నిరాడంబరత, శుభ్రమైన కొత్త మొదలు.',
    usage:
      'ప్రతి ఉదయం గుమ్మం ముందు బియ్యప్పిండి ముగ్గు, మల్లె పువ్వులు, పూజలో కట్టుకునే తెల్ల పంచె.',
  },
] as const satisfies readonly ColorMeaning[]

/** A few more colors for the coloring studio, beside the six above. */
export const extraPaletteColors = [
  { name: 'గులాబీ', hex: '#f48fb1' },
  { name: 'ఊదా', hex: '#8e5cc4' },
  { name: 'ఆకాశ నీలం', hex: '#8fd3f4' },
  { name: 'లేత ఆకుపచ్చ', hex: '#a8e063' },
  { name: 'గోధుమ రంగు', hex: '#8d5b3c' },
  { name: 'బూడిద రంగు', hex: '#9e9e9e' },
] as const satisfies readonly PaletteColor[]
