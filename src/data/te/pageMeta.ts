import { chromeMessages } from '@/lib/i18n/te'
import { paths } from '@/lib/paths'

import type { pageMeta as englishPageMeta, PageMeta } from '../pageMeta'

export type { PageMeta } from '../pageMeta'

/**
 * The Telugu twin of `pageMeta.ts`: titles, descriptions, keywords, headings
 * and breadcrumbs of every route, under the same keys. Breadcrumb paths are
 * the English module's hrefs; the router's Telugu edition maps them to its
 * own addresses, as it does for every other link.
 */
const COMMON_KEYWORDS = ['ఆర్యవైశ్య', 'వాసవి', 'పిల్లలు', 'వారసత్వం'] as const

const SITE = chromeMessages['site.name']

export const pageMeta = {
  home: {
    title: `${SITE}: పిల్లల కోసం ఆర్యవైశ్య వారసత్వం, కథలు, ఆటలు`,
    description:
      'ఆర్యవైశ్య సమాజపు కథలు, పండుగలు, హీరోలు, ఆటలు, 102 గోత్రాలు: 5 నుంచి 15 ఏళ్ళ పిల్లలకు, వారి కుటుంబాలకు చెప్పినవి.',
    keywords: [
      ...COMMON_KEYWORDS,
      'వాసవి కన్యకా పరమేశ్వరి',
      'గోత్రాలు',
      'తెలుగు సంస్కృతి',
      'పెనుగొండ',
    ],
    heading: `${SITE}‌కి స్వాగతం!`,
    intro:
      'ఆర్యవైశ్య సమాజపు కథలు, పండుగలు, హీరోలు, కుటుంబ వంశాలను తెలుసుకోండి, నేర్చుకోవడాన్ని సరదాగా మార్చే ఆటలు ఆడండి.',
    breadcrumbs: [],
  },
  gotras: {
    title: `మన 102 గోత్రాలను చూడండి | ${SITE}`,
    description:
      'ఆర్యవైశ్య సమాజపు 102 గోత్రాలలో మీ కుటుంబ వంశాన్ని కనుక్కోండి: ఒక కుటుంబ వృక్షం, చిన్న తప్పులను కూడా అర్థం చేసుకునే వెతుకులాట, ప్రతి గోత్రానికి ఒక కథ.',
    keywords: [...COMMON_KEYWORDS, 'గోత్రం', '102 గోత్రాలు', 'ఋషి', 'ప్రవర'],
    heading: 'మన 102 గోత్రాలను చూడండి',
    intro:
      'గోత్రం అంటే ఒక కుటుంబ వంశం; దానికి చాలాసార్లు ఒక మహర్షి పేరు ఉంటుంది. మీ గోత్రాన్ని వెతకండి, కుటుంబ వృక్షాన్ని చూడండి, దాని కథ చదవండి.',
    breadcrumbs: [{ name: 'గోత్ర అన్వేషణ', path: paths.gotras.englishHref() }],
  },
  vasaviStory: {
    title: `శ్రీ వాసవి కన్యకా పరమేశ్వరి కథ | ${SITE}`,
    description:
      'పెనుగొండ శ్రీ వాసవి కన్యకా పరమేశ్వరి కథ నాలుగు అధ్యాయాల్లో: పిల్లలకు సున్నితంగా, పెద్దలకు చారిత్రక నేపథ్యంతో.',
    keywords: [...COMMON_KEYWORDS, 'వాసవి కన్యకా పరమేశ్వరి', 'పెనుగొండ', 'వాసవి జయంతి'],
    heading: 'శ్రీ వాసవి కన్యకా పరమేశ్వరి కథ',
    intro:
      'తన కోసం యుద్ధం జరగడానికి ఒప్పుకోని పెనుగొండ యువరాణి గురించి నాలుగు అధ్యాయాలు: పిల్లల కోసం, పెద్దల కోసం పాత రికార్డులు ఏమంటాయో కూడా కలిపి.',
    breadcrumbs: [
      { name: 'మన కథ', path: paths.homeSection.englishHref('history') },
      { name: 'వాసవి కథ', path: paths.vasaviStory.englishHref() },
    ],
  },
  games: {
    title: `సరదా లోకం: ఆడుకునే వారసత్వ ఆటలు | ${SITE}`,
    description:
      'ఆర్యవైశ్య వారసత్వం గురించి ఆటలు: ఒక సంస్కృతి క్విజ్, పండుగల జత ఆట, హీరోల జత ఆట, ఒక జ్ఞాపకశక్తి సవాలు, ఒక హీరో కథ అల్లిక, బొమ్మ ముక్కల పజిల్, పదాల వేట.',
    keywords: [
      ...COMMON_KEYWORDS,
      'ఆటలు',
      'క్విజ్',
      'జ్ఞాపకశక్తి ఆట',
      'జత ఆట',
      'బొమ్మ ముక్కల పజిల్',
      'పదాల వేట',
    ],
    heading: 'ఆడుకునే ఆటలు',
    intro:
      'క్విజ్ ఆడండి, పండుగలను, హీరోలను జత కలపండి, మీ జ్ఞాపకశక్తికి పదును పెట్టండి, మీ సొంత హీరో కథ అల్లండి, వారసత్వ పజిల్స్ పూర్తి చేయండి. ప్రతి ఆట మన వారసత్వం గురించి ఏదో ఒకటి నేర్పుతుంది.',
    breadcrumbs: [
      { name: 'సరదా లోకం', path: paths.homeSection.englishHref('games') },
      { name: 'ఆడుకునే ఆటలు', path: paths.games.englishHref() },
    ],
  },
  coloring: {
    title: `రంగుల మూల: ప్రింట్ చేసుకునే వారసత్వ రంగుల పేజీలు | ${SITE}`,
    description:
      'ఆలయాలు, దీపాలు, గాలిపటాలు, ముగ్గులు, పండుగల తొమ్మిది రంగుల పేజీలు ప్రింట్ చేసుకోండి; ట్యాబ్లెట్ల కోసం ఒక రంగుల స్టూడియో కూడా ఉంది.',
    keywords: [...COMMON_KEYWORDS, 'రంగుల పేజీలు', 'ప్రింట్', 'ముగ్గులు'],
    heading: 'రంగుల మూల',
    intro:
      'వారసత్వ రంగుల పేజీలను డౌన్\u200Cలోడ్ చేసి ప్రింట్ చేసుకోండి, లేదా తెర మీదే రంగులు వేయండి, మన సంప్రదాయాల్లో ఒక్కో రంగుకు అర్థం ఏమిటో తెలుసుకోండి.',
    breadcrumbs: [
      { name: 'సరదా లోకం', path: paths.homeSection.englishHref('games') },
      { name: 'రంగుల మూల', path: paths.coloring.englishHref() },
    ],
  },
  traditions: {
    title: `సంప్రదాయాలు: వంటకాలు, దుస్తులు, తెలుగు మాటలు, విలువలు | ${SITE}`,
    description:
      'పెద్దవారితో కలిసి పులిహోర, బొబ్బట్లు వండండి, సంప్రదాయ దుస్తుల గురించి తెలుసుకోండి, రోజూ వాడే తెలుగు మాటలు మాట్లాడండి, ఐదు ముఖ్య విలువలను తెలుసుకోండి.',
    keywords: [...COMMON_KEYWORDS, 'పులిహోర', 'బొబ్బట్లు', 'తెలుగు మాటలు', 'సంప్రదాయాలు'],
    heading: 'మన సంప్రదాయాలు',
    intro:
      'కలిసి వండే వంటకాలు, పండుగల దుస్తులు, రోజూ వాడే తెలుగు మాటలు, మన కుటుంబాలు పాటించే విలువలు.',
    breadcrumbs: [
      { name: 'సంస్కృతి', path: paths.homeSection.englishHref('culture') },
      { name: 'సంప్రదాయాలు', path: paths.traditions.englishHref() },
    ],
  },
  auth: {
    title: `లాగిన్ లేదా పేరు నమోదు | ${SITE}`,
    description:
      'తల్లిదండ్రులు, సంరక్షకులు: మీ పిల్లలలో ప్రతి ఒక్కరూ తమ సొంత సరదా పేరుతో బ్యాడ్జీలు సంపాదించేలా, మీరు వారి ప్రగతిని చూడగలిగేలా ఒక కుటుంబ ఖాతా తెరవండి.',
    keywords: [...COMMON_KEYWORDS, 'లాగిన్', 'పేరు నమోదు', 'కుటుంబ ఖాతా'],
    heading: 'లాగిన్ లేదా పేరు నమోదు',
    intro:
      'ఖాతా తప్పనిసరి కాదు, అది తల్లిదండ్రులు లేదా సంరక్షకులది. ఆ తర్వాత ప్రతి బిడ్డ తమ సొంత సరదా పేరు, అవతార్‌తో ఆడుతూ, బ్యాడ్జీలు సంపాదిస్తూ, విజేతల పట్టికలో చేరతారు.',
    breadcrumbs: [{ name: 'లాగిన్ / పేరు నమోదు', path: paths.auth.englishHref() }],
  },
  newPassword: {
    title: `కొత్త పాస్‌వర్డ్ ఎంచుకోండి | ${SITE}`,
    description:
      'తల్లిదండ్రులు, సంరక్షకులు: మేము ఈమెయిల్‌లో పంపిన లింక్‌తో కొత్త పాస్‌వర్డ్ ఎంచుకోండి.',
    keywords: [...COMMON_KEYWORDS, 'పాస్‌వర్డ్'],
    heading: 'కొత్త పాస్‌వర్డ్ ఎంచుకోండి',
    intro:
      'కొత్త పాస్‌వర్డ్ అడిగిన తల్లిదండ్రులు లేదా సంరక్షకుల కోసం: దాన్ని రెండుసార్లు రాయండి, మీరు లాగిన్ అవుతారు.',
    breadcrumbs: [
      { name: 'లాగిన్ / పేరు నమోదు', path: paths.auth.englishHref() },
      { name: 'కొత్త పాస్‌వర్డ్', path: paths.newPassword.englishHref() },
    ],
  },
  players: {
    title: `ఎవరు ఆడుతున్నారు? | ${SITE}`,
    description: 'ఈ పరికరంలో ఆడే ఆటగాడిని ఎంచుకోండి.',
    keywords: [...COMMON_KEYWORDS, 'ఆటగాళ్ళు'],
    heading: 'ఎవరు ఆడుతున్నారు?',
    intro: 'ఆడటం మొదలుపెట్టడానికి మీ అవతార్‌ను నొక్కండి.',
    breadcrumbs: [
      { name: 'ఎవరు ఆడుతున్నారు?', path: paths.players.englishHref() },
    ],
  },
  family: {
    title: `పెద్దల విభాగం | ${SITE}`,
    description:
      'తల్లిదండ్రులు, సంరక్షకులు: మీ పిల్లల ఆటగాళ్ళను నిర్వహించండి, వారి ప్రగతిని చూడండి.',
    keywords: [...COMMON_KEYWORDS, 'తల్లిదండ్రులు', 'కుటుంబం'],
    heading: 'పెద్దల విభాగం',
    intro: 'మీ పిల్లల ఆటగాళ్ళు, వారి బ్యాడ్జీలు, ప్రగతి, మీ ఖాతా సెట్టింగ్స్.',
    breadcrumbs: [{ name: 'పెద్దల విభాగం', path: paths.family.englishHref() }],
  },
  leaderboard: {
    title: `విజేతల పట్టిక: ముందున్న ఆటగాళ్ళు | ${SITE}`,
    description: `వారసత్వ ఆటలు ఆడి సంపాదించిన పాయింట్ల ప్రకారం, ముందున్న ${SITE} ఆటగాళ్ళు.`,
    keywords: [...COMMON_KEYWORDS, 'విజేతల పట్టిక', 'ముందున్న ఆటగాళ్ళు', 'బ్యాడ్జీలు'],
    heading: 'ముందున్న ఆటగాళ్ళు',
    intro:
      'వారసత్వ ఆటలు ఆడి ఆటగాళ్ళు పాయింట్లు సంపాదిస్తారు. ముందున్న ఆటగాళ్ళు, వారు సంపాదించిన బ్యాడ్జీలు ఇక్కడ ఉన్నాయి.',
    breadcrumbs: [
      { name: 'సరదా లోకం', path: paths.homeSection.englishHref('games') },
      { name: 'విజేతల పట్టిక', path: paths.leaderboard.englishHref() },
    ],
  },
  termsOfUse: {
    title: `వినియోగ నిబంధనలు | ${SITE}`,
    description: `${SITE} కంటెంట్‌ను మీరు ఎలా ఉపయోగించవచ్చు, పంచుకోవచ్చు: క్రెడిట్ ఇస్తే కుటుంబాలకు, పాఠశాలలకు, ఆలయాలకు ఉచితం; అనుమతి ఎలా అడగాలి.`,
    keywords: [...COMMON_KEYWORDS, 'వినియోగ నిబంధనలు', 'పంచుకోవడం', 'కాపీరైట్'],
    heading: 'వినియోగ నిబంధనలు',
    intro: '',
    breadcrumbs: [
      { name: 'వినియోగ నిబంధనలు', path: paths.termsOfUse.englishHref() },
    ],
  },
  privacyPolicy: {
    title: `గోప్యతా విధానం | ${SITE}`,
    description: `${SITE} పిల్లల గోప్యతను ఎలా కాపాడుతుంది: ప్రకటనలు లేవు, ట్రాకర్లు లేవు, నేర్చుకోవడానికి ఖాతా అవసరం లేదు; ఖాతా తెరిస్తే అది ఏమి దాచుతుందో కూడా.`,
    keywords: [...COMMON_KEYWORDS, 'గోప్యతా విధానం', 'COPPA చట్టం', 'పిల్లలు'],
    heading: 'గోప్యతా విధానం',
    intro: '',
    breadcrumbs: [
      { name: 'గోప్యతా విధానం', path: paths.privacyPolicy.englishHref() },
    ],
  },
  gotraNotFound: {
    title: `గోత్రం దొరకలేదు | ${SITE}`,
    description: 'ఈ గోత్రం మాకు దొరకలేదు. బదులుగా ఆర్యవైశ్య సమాజపు 102 గోత్రాలన్నింటినీ చూడండి.',
    keywords: [],
    heading: 'గోత్రం దొరకలేదు',
    intro: '',
    breadcrumbs: [{ name: 'గోత్ర అన్వేషణ', path: paths.gotras.englishHref() }],
  },
  notFound: {
    title: `పేజీ దొరకలేదు | ${SITE}`,
    description: `ఈ పేజీ ${SITE}‌లో దొరకలేదు.`,
    keywords: [],
    heading: 'అయ్యో! ఈ పేజీ దొరకలేదు',
    intro: '',
    breadcrumbs: [],
  },
} as const satisfies Record<keyof typeof englishPageMeta, PageMeta>

/**
 * The Telugu title, description and breadcrumb of one gotra's page. Pass the
 * gotra's Telugu name and, when there is one, its Telugu story for kids.
 */
export function gotraPageMeta(
  gotraName: string,
  id: string,
  summary?: string,
): PageMeta {
  const generic = `ఆర్యవైశ్య సమాజపు ${gotraName} గోత్రం: పాత జాబితాలు చెబితే దాని మహర్షి, పిల్లల కోసం దాని కథ, దాని ప్రవర, సంకేతనామాలు.`
  return {
    title: `${gotraName} గోత్రం | ${SITE}`,
    description: summary
      ? `ఆర్యవైశ్య సమాజపు ${gotraName} గోత్రం. ${summary}`
      : generic,
    keywords: [...COMMON_KEYWORDS, 'గోత్రం', gotraName],
    heading: `${gotraName} గోత్రం`,
    intro: `${gotraName} కుటుంబ వంశం: పాత జాబితాలు చెబితే దాని మహర్షి, దాని కథ, దానికి చెందిన కుటుంబాలు.`,
    breadcrumbs: [
      { name: 'గోత్ర అన్వేషణ', path: paths.gotras.englishHref() },
      { name: gotraName, path: paths.gotra.englishHref(id) },
    ],
  }
}
