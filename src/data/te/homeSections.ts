import type { HomeSectionContent } from '../homeSections'

export type { HomeSectionContent } from '../homeSections'

/** The Telugu twin of `homeSections.ts`: the five home sections, in page order. */
export const homeSections = [
  {
    id: 'history',
    title: 'మన కథ: కాలంలో ఒక ప్రయాణం',
    intro:
      'వెయ్యి సంవత్సరాల వెనక్కి, తెలుగు నేలలోని వర్తక కుటుంబాల దగ్గరికి ప్రయాణించి, వారి కథను ఈనాటి వరకు అనుసరించండి.',
  },
  {
    id: 'culture',
    title: 'మన జీవన విధానం',
    intro:
      'మనం వండే వంటలు, పండుగలకు వేసుకునే బట్టలు, ఇంట్లో మాట్లాడే భాష, మనం పాటించే విలువలు.',
  },
  {
    id: 'heroes',
    title: 'మన హీరోలు',
    intro:
      'తమ జీవితాలతో త్యాగం, దూరదృష్టి, ధైర్యం, సేవ గురించి మనకు నేర్పే, మన సమాజంలోని ధైర్యవంతులు, ఉదార హృదయులు.',
  },
  {
    id: 'festivals',
    title: 'మన పండుగలు',
    intro:
      'దీపాలు, గాలిపటాలు, తీపి వంటకాలు, ప్రార్థనలు: మన కుటుంబాలు ఏడాది పొడవునా జరుపుకునే పండుగలు, ఎందుకు జరుపుకుంటామో కూడా.',
  },
  {
    id: 'games',
    title: 'సరదా లోకం',
    intro:
      'క్విజ్‌లు, జత ఆటలు, జ్ఞాపకశక్తి ఆటలు, ఒక కథ అల్లిక, రంగుల పేజీలు: ఆడుతూ మన వారసత్వం గురించి నేర్చుకోండి.',
  },
] as const satisfies readonly HomeSectionContent[]
