/**
 * Telugu UI strings of the coloring feature: every key of en/coloring.ts,
 * with the same `{placeholders}`. Terms follow docs/telugu-glossary.md
 * (డౌన్‌లోడ్ carries a zero-width non-joiner after న్).
 */

import type { coloringMessages as englishMessages } from '../en/coloring'

export const coloringMessages = {
  'coloring.pages.heading': 'రంగులు వేయడానికి ఒక బొమ్మ ఎంచుకోండి',
  'coloring.pages.intro':
    'ఇంట్లో ప్రింట్ చేసుకోవడానికి ఒక బొమ్మను డౌన్‌లోడ్ చేయండి, వెంటనే ప్రింట్ చేయండి, లేదా ట్యాబ్లెట్ లేదా కంప్యూటర్ మీదే ఇక్కడ రంగులు వేయండి.',
  'coloring.card.imageMissing': 'ఇంకా బొమ్మ లేదు',
  'coloring.card.difficultyLabel': 'స్థాయి:',
  'coloring.card.ageBand': '{band} ఏళ్ళు, ఆపై వారికి',
  'coloring.card.tip': 'చిట్కా:',
  'coloring.card.colorIt': 'తెర మీద రంగులు వేయండి',
  'coloring.card.colorItLabel': 'తెర మీద రంగులు వేయండి: {title}',
  'coloring.card.download': 'డౌన్‌లోడ్',
  'coloring.card.downloadLabel': 'డౌన్‌లోడ్: {title}',
  'coloring.card.downloading': 'సిద్ధం చేస్తున్నాం…',
  'coloring.card.print': 'ప్రింట్: {title}',
  'coloring.download.done': '{fileName} సేవ్ అయింది',
  'coloring.download.doneBody':
    'మీ డౌన్‌లోడ్స్ (Downloads) ఫోల్డర్ చూడండి. A4 లేదా Letter కాగితం మీద ఇది బాగా ప్రింట్ అవుతుంది.',
  'coloring.download.failed': 'బొమ్మను తయారు చేయలేకపోయాం',
  'coloring.download.failedBody':
    'దయచేసి మళ్ళీ ప్రయత్నించండి, లేదా బదులుగా ప్రింట్ నొక్కి బొమ్మను ప్రింట్ చేయండి.',
  'coloring.missing.title': '"{title}" రంగుల బొమ్మ డౌన్‌లోడ్ అవుతోంది!',
  'coloring.missing.body': 'నిజమైన యాప్ అయితే, ఇది ఒక PDF రంగుల బొమ్మను డౌన్‌లోడ్ చేసేది.',
  'coloring.missing.ok': 'సరే',
  'coloring.print.caption': '{title} · వాసవి కిడ్స్ రంగుల మూల',
  'coloring.studio.heading': 'రంగులు వేయండి: {title}',
  'coloring.studio.close': 'రంగుల స్టూడియో మూసివేయండి',
  'coloring.studio.loading': 'మీ బొమ్మ సిద్ధమవుతోంది…',
  'coloring.studio.loadFailed':
    'బొమ్మ తెరుచుకోలేదు. మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్ళీ ప్రయత్నించండి.',
  'coloring.studio.retry': 'మళ్ళీ ప్రయత్నించండి',
  'coloring.studio.help':
    'బొమ్మలోని ఒక భాగాన్ని నింపడానికి దాన్ని నొక్కండి. కీబోర్డుతో అయితే: Tab నొక్కి బొమ్మకు చేరుకోండి, భాగాల మధ్య కదలడానికి బాణం కీలు వాడండి, నింపడానికి Enter నొక్కండి.',
  'coloring.studio.picture': 'రంగులు వేయాల్సిన బొమ్మ: {title}',
  'coloring.studio.region': '{name}, {total}‌లో భాగం {number}, {color}',
  'coloring.studio.unfilled': 'తెలుపు',
  'coloring.studio.palette': 'ఒక రంగు ఎంచుకోండి',
  'coloring.studio.meaningful': 'అర్థం ఉన్న రంగులు',
  'coloring.studio.more': 'ఇంకా రంగులు',
  'coloring.studio.current': 'వేస్తున్న రంగు: {color}',
  'coloring.studio.tools': 'సాధనాలు',
  'coloring.studio.undo': 'వెనక్కి',
  'coloring.studio.clear': 'అన్నీ తుడిచేయండి',
  'coloring.studio.zoomIn': 'పెద్దది చేయండి',
  'coloring.studio.zoomOut': 'చిన్నది చేయండి',
  'coloring.studio.zoomLevel': 'పరిమాణం {percent}%',
  'coloring.studio.save': 'బొమ్మను సేవ్ చేయండి',
  'coloring.studio.saving': 'సేవ్ అవుతోంది…',
  'coloring.studio.filled': '{name}: ఇప్పుడు {color}.',
  'coloring.studio.undone': 'వెనక్కి తీసుకున్నాం.',
  'coloring.studio.cleared':
    'అన్ని భాగాలు మళ్ళీ తెల్లగా అయ్యాయి. మీ రంగులను తిరిగి తేవడానికి "వెనక్కి" నొక్కండి.',
  'coloring.studio.saved': '{fileName} సేవ్ అయింది.',
  'coloring.studio.saveFailed': 'క్షమించండి, బొమ్మ సేవ్ కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  'coloring.studio.remembered':
    'మీరు వేసిన రంగులు ఈ పరికరంలోనే ఉంటాయి, కాబట్టి తర్వాత మళ్ళీ వచ్చి కొనసాగించవచ్చు.',
  'coloring.tips.heading': 'రంగులు వేయడానికి చిట్కాలు',
  'coloring.meanings.heading': 'మన రంగుల అర్థాలు',
  'coloring.meanings.intro':
    'మన పండుగలలో, ఇళ్ళలో రంగులకు అర్థం ఉంటుంది. మీ బొమ్మతో ఒక కథ చెప్పడానికి వాటిని వాడండి.',
  'coloring.meanings.meaning': 'అర్థం',
  'coloring.meanings.usage': 'ఎక్కడ కనిపిస్తుంది',
  'coloring.share.heading': 'మీ బొమ్మను పంచుకోండి',
  'coloring.share.intro':
    'ఒక బొమ్మ పూర్తయిందా? మీ కుటుంబంతో దాన్ని పంచుకోవడానికి కొన్ని సంతోషకరమైన మార్గాలు ఇవిగో.',
  'coloring.share.photo.title': 'ఫోటో తీయండి',
  'coloring.share.photo.body':
    'రంగులు ఉన్నవి ఉన్నట్లు కనిపించేలా, పగటి వెలుగులో కిటికీ దగ్గర మీ బొమ్మను ఫోటో తీయమని పెద్దవాళ్ళను అడగండి. దూరంగా ఉన్న బంధువులకు పంపండి, లేదా మీ బొమ్మలతో ఒక ఆల్బమ్ చేసుకోండి.',
  'coloring.share.frame.title': 'మీ బొమ్మకు ఫ్రేమ్ కట్టండి',
  'coloring.share.frame.body':
    'పండుగ అంచు ఉన్న ఒక ఫ్రేమ్ ప్రింట్ చేసి, మధ్యలో మీ సొంత పండుగ బొమ్మ గీయండి, దాన్ని గోడ మీద లేదా ఫ్రిజ్ మీద అతికించండి.',
  'coloring.share.frame.action': 'ఫ్రేమ్ ప్రింట్ చేయండి',
  'coloring.share.gift.title': 'తాతయ్య, అమ్మమ్మలకు కానుక',
  'coloring.share.gift.body':
    'ఒక కార్డు ప్రింట్ చేసి, తామర పువ్వుకు రంగులు వేసి, అది ఎవరి కోసమో రాసి, ప్రేమగా హత్తుకుని మీ తాతయ్య, అమ్మమ్మలకు ఇవ్వండి.',
  'coloring.share.gift.action': 'కానుక కార్డు ప్రింట్ చేయండి',
  'coloring.share.frameTitle': 'పండుగ ఫ్రేమ్',
  'coloring.share.giftTitle': 'కానుక కార్డు',
} as const satisfies Record<keyof typeof englishMessages, string>
