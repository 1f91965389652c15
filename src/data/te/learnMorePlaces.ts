import { type GotraId, gotraNames } from './gotraNames'

/**
 * The Telugu twin of `learnMorePlaces.ts`: the site's Telugu headings for
 * the places a quiz question comes from.
 */

export const homePageName = 'వాసవి కిడ్స్ మొదటి పేజీ'

export const sectionNames: Readonly<Record<string, string>> = {
  '/#history': 'మన కథ: కాలంలో ఒక ప్రయాణం',
  '/#culture': 'మన జీవన విధానం',
  '/#heroes': 'మన హీరోలు',
  '/#festivals': 'మన పండుగలు',
  '/vasavi-story#the-beautiful-princess': 'అందమైన యువరాణి',
  '/vasavi-story#the-difficult-choice': 'కష్టమైన నిర్ణయం',
  '/vasavi-story#the-sacred-fire': 'పవిత్ర అగ్ని',
  '/vasavi-story#the-eternal-protector': 'ఎప్పటికీ కాపాడే తల్లి',
  '/vasavi-story#values-heading': 'వాసవి మనకు నేర్పేది',
  '/vasavi-story#festivals-heading': 'వాసవి మాత పండుగలు',
  '/traditions#recipe-pulihora': 'పులిహోర',
  '/traditions#recipe-bobbatlu': 'బొబ్బట్లు',
  '/traditions#clothing-heading': 'మనం ఏమి ధరిస్తాం',
  '/traditions#phrases-heading': 'తెలుగు మాట్లాడండి',
  '/traditions#values-heading': 'మన ఐదు ముఖ్య విలువలు',
  '/gotras#what-is-a-gotra': 'గోత్రం అంటే ఏమిటి?',
  '/gotras#famous-gotras': 'ప్రసిద్ధ గోత్రాలు',
}

const isGotraId = (id: string): id is GotraId => Object.hasOwn(gotraNames, id)

/** A gotra's Telugu name from its id (the id itself if it is not a gotra). */
export function gotraName(id: string): string {
  return isGotraId(id) ? gotraNames[id] : id
}
