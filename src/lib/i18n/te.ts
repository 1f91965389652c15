import type { Dictionary } from './en'

/**
 * The Telugu twin of `en.ts`: every string of the UI chrome, under the same
 * keys. `satisfies Dictionary` makes a missing or extra key a type error;
 * `te.test.ts` also checks that no string is empty and that the
 * `{placeholders}` match the English ones.
 */
export const chromeMessages = {
  'site.name': 'వాసవి కిడ్స్',
  'site.tagline': 'మన వారసత్వం, మన కథ',
  'a11y.skipToContent': 'ముఖ్య భాగానికి వెళ్ళండి',
  'a11y.loadingPage': 'పేజీ వస్తోంది…',
  'a11y.breadcrumb': 'మీరు ఉన్న చోటు',
  'a11y.mainNav': 'ముఖ్య మెనూ',
  'a11y.footerNav': 'కింది మెనూ',
  'nav.ourStory': 'మన కథ',
  'nav.wayOfLife': 'మన జీవన విధానం',
  'nav.heroes': 'మన హీరోలు',
  'nav.celebrations': 'మన పండుగలు',
  'nav.gotraExplorer': 'గోత్ర అన్వేషణ',
  'nav.funZone': 'సరదా లోకం',
  'nav.vasaviStory': 'వాసవి కథ',
  'nav.traditions': 'సంప్రదాయాలు',
  'nav.games': 'ఆటలు',
  'nav.coloring': 'రంగుల మూల',
  'nav.leaderboard': 'విజేతల పట్టిక',
  'nav.loginSignUp': 'లాగిన్ / పేరు నమోదు',
  'nav.openMenu': 'మెనూ తెరవండి',
  'nav.closeMenu': 'మెనూ మూసివేయండి',
  'nav.home': 'వాసవి కిడ్స్ మొదటి పేజీ',
  'language.label': 'భాష',
  'footer.explore': 'చూడండి',
  'footer.more': 'ఇంకా తెలుసుకోండి',
  'footer.legal': 'నియమాలు',
  'footer.termsOfUse': 'వినియోగ నిబంధనలు',
  'footer.privacyPolicy': 'గోప్యతా విధానం',
  'footer.about':
    'పిల్లలు, కుటుంబాలు కలిసి ఆర్యవైశ్య సమాజం చరిత్ర, సంస్కృతి, హీరోలు, పండుగల గురించి నేర్చుకునే చోటు.',
  'footer.copyright': '© {year} వాసవి కిడ్స్. మన పిల్లల కోసం ప్రేమతో చేసినది.',
  'common.backToHome': 'మొదటి పేజీకి తిరిగి వెళ్ళండి',
  'common.home': 'మొదటి పేజీ',
  'common.startLearning': 'నేర్చుకోవడం మొదలుపెట్టండి',
  'common.playGames': 'ఆటలు ఆడండి',
  'common.lastUpdated': 'చివరిగా మార్చిన తేదీ: {date}',
  'legal.onThisPage': 'ఈ పేజీలో',
  'notFound.code': '404',
  'notFound.title': 'అయ్యో! ఈ పేజీ దొరకలేదు',
  'notFound.body':
    'మేము అన్ని చోట్లా వెతికాము, ఆలయ ఏనుగు వెనక కూడా చూశాము, కానీ ఈ పేజీ ఇక్కడ లేదు.',
  'notFound.cta': 'మొదటి పేజీకి వెళ్ళండి',
  'error.title': 'అయ్యో, ఏదో తప్పు జరిగింది',
  'error.body':
    'ఈ పేజీలో ఒక భాగం రాలేదు. ఇది మీరు చేసిన దాని వల్ల కాదు. మళ్ళీ ప్రయత్నించండి, లేదా మొదటి పేజీకి వెళ్ళండి.',
  'error.retry': 'మళ్ళీ ప్రయత్నించండి',
  'error.reload': 'పేజీని మళ్ళీ తెరవండి',
  'error.newVersion': 'సైట్ కొత్త రూపం సిద్ధంగా ఉంది. దాన్ని పొందడానికి పేజీని మళ్ళీ తెరవండి.',
  'error.offlineTitle': 'మీకు ఇప్పుడు ఇంటర్నెట్ లేదు',
  'error.offlineBody':
    'ఇంటర్నెట్ లేకుండా ఈ భాగం తెరుచుకోలేదు. ఈ పరికరంలో దాచిన కథలు, ఆటలు, రంగుల పేజీలు ఇంటర్నెట్ లేకపోయినా తెరుచుకుంటాయి.',
  'error.offlineFirstBody':
    'సైట్‌లోని ఈ భాగం మొదటిసారి తెరుచుకోవడానికి ఇంటర్నెట్ కావాలి. మీరు ఇప్పటికే తెరిచిన పేజీలు పనిచేస్తూనే ఉంటాయి.',
  'error.offlineRetry': 'ఇంటర్నెట్ తిరిగి వచ్చాక “మళ్ళీ ప్రయత్నించండి” నొక్కండి.',
  'config.title': 'సైట్ అమరిక సరిగా లేదు',
  'config.body': 'ఈ సైట్ తెరుచుకోవాలంటే, దాన్ని నడిపేవారు ముందు దీని అమరికలను సరిచేయాలి:',
  'player.signedIn': '{name} పేరుతో లాగిన్ అయ్యారు',
  'player.signedInAs': 'లాగిన్ అయిన పేరు',
  'player.signOut': 'లాగ్ అవుట్',
  'player.signedOut': 'లాగ్ అవుట్ అయ్యారు',
  'player.signedOutBody': 'మళ్ళీ కలుద్దాం!',
  'player.signOutFailed': 'లోపం',
  'player.signOutFailedBody': 'ఒక లోపం జరిగింది',
  'update.ready': 'వాసవి కిడ్స్ కొత్త రూపం సిద్ధంగా ఉంది.',
  'update.reload': 'మళ్ళీ తెరవండి',
  'update.reloadAlt': 'కొత్త రూపం కోసం పేజీని మళ్ళీ తెరవండి',
  'update.offlineReady': 'వాసవి కిడ్స్ ఇప్పుడు ఇంటర్నెట్ లేకున్నా పనిచేస్తుంది',
  'update.offlineReadyBody': 'కథలు, ఆటలు, రంగుల పేజీలు ఇంటర్నెట్ లేకపోయినా తెరుచుకుంటాయి.',
  'storage.setAsideTitle': 'ఈ పరికరంలో దాచిన ఒకటి చదవలేకపోయాం',
  'storage.setAsideBody': 'దాన్ని పక్కన పెట్టి ముందుకు సాగాం. మిగతావన్నీ ఎప్పటిలాగే పని చేస్తాయి.',
  'storage.fullTitle': 'ఈ పరికరంలో చోటు నిండిపోయింది',
  'storage.fullBody':
    'ఇంతకుముందు దాచినవన్నీ భద్రంగా ఉన్నాయి. కానీ పరికరంలో కొంత చోటు ఖాళీ చేసే వరకు కొత్త ఆట ఫలితాలు ఇక్కడ దాచలేం.',
  'offlineRounds.added.one': 'ఇంటర్నెట్ లేనప్పుడు మీరు ఆడిన రౌండ్ మీ స్కోరులో కలిసింది',
  'offlineRounds.added.other':
    'ఇంటర్నెట్ లేనప్పుడు మీరు ఆడిన {count} రౌండ్లు మీ స్కోరులో కలిశాయి',
  'offlineRounds.addedBody.one': '{count} పాయింట్ కలిసింది. బాగా ఆడారు!',
  'offlineRounds.addedBody.other': '{count} పాయింట్లు కలిశాయి. బాగా ఆడారు!',
  'offlineRounds.refused': 'ఇంటర్నెట్ లేనప్పుడు ఆడిన ఒక రౌండ్ కలపలేకపోయాం',
  'offlineRounds.refusedBody': 'ఎందుకో ఆటల పేజీలో చూడండి.',
  'toast.close': 'సందేశాన్ని మూసివేయండి',
  'toast.region': 'సందేశాలు',
} as const satisfies Dictionary

/** The shell's Telugu dictionary, as `en` is the English one. */
export const te = chromeMessages
