import type {
  heroInspiration as englishInspiration,
  Hero,
  HeroValue,
  specialRecognition as englishRecognition,
} from '../heroes'
import { FAST_SAFETY_LINE } from './gentleTelling'

export type { Hero, HeroValue } from '../heroes'

/**
 * The Telugu twin of `heroes.ts`: the same three heroes, told as gently as in
 * English, with the same facts and dates.
 */
export const heroes = [
  {
    name: 'పొట్టి శ్రీరాములు',
    title: 'అమరజీవి, అంటే "ఎప్పటికీ జీవించేవారు"',
    description:
      'తెలుగు మాట్లాడేవారికి సొంత రాష్ట్రం రావాలని తన ప్రాణాన్ని అర్పించిన స్వాతంత్ర్య సమరయోధుడు.',
    grownUpsNote:
      'ఈ కథ పొట్టి శ్రీరాములు సుదీర్ఘ ఉపవాసం తర్వాత ఎలా మరణించారో చెబుతుంది. దీన్ని పిల్లలతో కలిసి చదవండి. ఆయన ఉపవాసం చాలా కాలం క్రితం ఒక పెద్దవారు చేసిన శాంతియుత నిరసన అని, పిల్లలు దాన్ని ఎప్పుడూ అనుకరించకూడదని వివరించవచ్చు: పిల్లలు బాగా తినాలి, తమ బాధలను తాము నమ్మే పెద్దవారికి చెప్పాలి.',
    story:
      'శ్రీరాములు ఇంజనీరింగ్ చదివి, రైల్వేలో పనిచేశారు. ఆయన గాంధీజీ స్వాతంత్ర్య ఉద్యమంలో చేరి, 1930లో ఉప్పు సత్యాగ్రహం కోసం జైలుకు వెళ్ళారు. 1952లో తెలుగు మాట్లాడేవారికి ఒక రాష్ట్రం కావాలని శాంతియుతంగా అడగడానికి ఆయన భోజనం మానేశారు. 58 రోజులు ఆహారం లేకుండా ఉండి ఆయన కన్నుమూశారు. ఆ తర్వాత కొద్ది కాలానికే ఆంధ్ర రాష్ట్రం పుట్టింది.',
    closing: FAST_SAFETY_LINE,
    achievement: 'ఆయన నిరాహార దీక్ష వల్ల 1 అక్టోబర్ 1953న ఆంధ్ర రాష్ట్రం ఏర్పడింది.',
    lesson: 'కష్టమైనా సరే, న్యాయం కోసం శాంతియుతంగా నిలబడండి.',
  },
  {
    name: 'మామిడి వెంకయ్య',
    title: 'నిఘంటువు తయారుచేసినవారు',
    description: 'తెలుగు భాషకు పదాల పుస్తకాలు రాసిన మచిలీపట్నం పండితుడు.',
    story:
      'వెంకయ్య 1764లో మచిలీపట్నంలో (అప్పుడు దాన్ని బందరు అనేవారు) పుట్టారు. ఆయనకు పదాలంటే చాలా ఇష్టం. ఎవరైనా ఒక పదాన్ని సులభంగా వెతుక్కునేలా, అక్షర క్రమంలో ఆంధ్ర దీపిక అనే తెలుగు నిఘంటువు రాశారు. తర్వాత వాల్టర్ ఎలియట్ అనే బ్రిటిష్ పండితుడు ఆయనను "మసులీపట్నానికి చెందిన ఒక విద్వాంసుడైన కోమటి" అని పిలిచారు.',
    achievement:
      'మొదటి తెలుగు నిఘంటుకారుడిగా (నిఘంటువు తయారుచేసిన వ్యక్తి) ఆయనను గుర్తుచేసుకుంటారు. మూడు పెద్ద సంపుటాల సంస్కృత–తెలుగు నిఘంటువును కూడా ఆయన తయారుచేశారు.',
    lesson: 'నేర్చుకోవడం, నేర్చుకున్నది పంచుకోవడం అందరికీ సహాయపడుతుంది.',
  },
  {
    name: 'కొత్తలింగ',
    title: 'పెనుగొండను మళ్ళీ కట్టినవారు',
    description: 'కాలిపోయిన పెనుగొండ పట్టణాన్ని మళ్ళీ కట్టిన ఒక కోమటి వ్యాపారి.',
    story:
      'చాలా కాలం క్రితం, ఒక రాజు సైన్యం పెనుగొండ పట్టణాన్ని తగలబెట్టింది. కొత్తలింగ అనే వ్యాపారి వెనకడుగు వేయలేదు. ఆయన పట్టణాన్ని మళ్ళీ కట్టారు, చెరువులు, బావులు తవ్వించారు, తోటలు వేయించారు, నగరేశ్వర ఆలయానికి కానుకలు ఇచ్చారు. పెనుగొండలోని ఒక పాత శిలాశాసనం ఆయన కథ చెప్పింది.',
    achievement: 'అందరి కోసం చెరువులు, బావులు, తోటలతో పెనుగొండను మళ్ళీ కట్టారు.',
    lesson: 'ఏదైనా విరిగిపోతే, మనం అందరం కలిసి దాన్ని మళ్ళీ కట్టగలం.',
  },
] as const satisfies readonly Hero[]

/**
 * `name` is a key as well as a label (the component picks an icon by it), so
 * it stays English here; `heroValueNames` gives the Telugu word to show.
 */
export const heroValues = [
  {
    name: 'Sacrifice',
    description: 'ఇతరులకు సహాయం చేయడానికి మనది ఏదైనా వదులుకోవడం.',
  },
  {
    name: 'Vision',
    description: 'మంచి రేపటిని ఊహించి, దాని కోసం కృషి చేయడం.',
  },
  {
    name: 'Courage',
    description: 'భయం వేసినా సరే, సరైన పని చేయడం.',
  },
  {
    name: 'Service',
    description: 'మన కుటుంబానికి, ఇరుగుపొరుగువారికి, మన ఊరికి సహాయం చేయడం.',
  },
] as const satisfies readonly HeroValue[]

/** The Telugu label of each hero value (the English shows `name` itself). */
export const heroValueNames = {
  Sacrifice: 'త్యాగం',
  Vision: 'దూరదృష్టి',
  Courage: 'ధైర్యం',
  Service: 'సేవ',
} as const satisfies Record<HeroValue['name'], string>

export const heroInspiration = {
  title: 'మీరు కూడా హీరో కాగలరు!',
  text: 'ధైర్యంగా, దయగా, సహాయంగా ఉండాలని ఎంచుకునేవారే హీరోలు. మీరు చేసే ప్రతి చిన్న మంచి పని మన సమాజాన్ని బలంగా చేస్తుంది.',
} as const satisfies Record<keyof typeof englishInspiration, string>

/** Gandhiji's words about Potti Sriramulu, in Telugu (spoken in English). */
export const specialRecognition = {
  quote:
    'శ్రీరాములు లాంటి అనుచరులు నాకు ఇంకా పదకొండు మంది ఉంటే, ఒక్క సంవత్సరంలో స్వాతంత్ర్యం సాధిస్తాను.',
  author: 'మహాత్మా గాంధీ',
  context: 'పొట్టి శ్రీరాములు గురించి చెబుతూ',
} as const satisfies Record<keyof typeof englishRecognition, string>
