import type { accountsMessages as englishMessages } from '../en/accounts'

/**
 * The Telugu twin of `en/accounts.ts` (the /auth and /leaderboard pages and
 * the signed-in player in the nav). Sign-in words stay the ones Telugu
 * speakers see in every app (లాగిన్); "Google" and "Supabase" are
 * names and stay in Latin letters.
 */
export const accountsMessages = {
  'accounts.welcomeBack': 'మళ్ళీ స్వాగతం!',
  'accounts.joinTheFun': 'కుటుంబ ఖాతా తెరవండి',
  'accounts.loginIntro':
    'తల్లిదండ్రులు, సంరక్షకుల కోసం: లాగిన్ అవ్వండి, ఆ తర్వాత మీ పిల్లలు తమ ఆటగాడిని ఎంచుకుంటారు.',
  'accounts.signUpIntro':
    'తల్లిదండ్రులు, సంరక్షకుల కోసం. ఆ తర్వాత మీరు ప్రతి బిడ్డను ఒక సరదా పేరు, ఒక అవతార్‌తో చేరుస్తారు: పిల్లలు ఎప్పుడూ ఈమెయిల్ చిరునామా గానీ పాస్‌వర్డ్ గానీ టైప్ చేయరు.',
  'accounts.google': 'Google‌తో కొనసాగండి',
  'accounts.divider': 'లేదా ఈమెయిల్‌తో కొనసాగండి',
  'accounts.email': 'ఈమెయిల్',
  'accounts.password': 'పాస్‌వర్డ్',
  'accounts.passwordHint': 'కనీసం 6 అక్షరాలు.',
  'accounts.login': 'లాగిన్',
  'accounts.signUp': 'పేరు నమోదు',
  'accounts.wait': 'దయచేసి ఆగండి...',
  'accounts.toSignUp': 'ఖాతా లేదా? పేరు నమోదు చేసుకోండి',
  'accounts.toLogin': 'ఇప్పటికే ఖాతా ఉందా? లాగిన్ అవ్వండి',
  'accounts.demoTitle': 'డెమో పద్ధతి — మీ ఆట ఫలితాలు ఈ పరికరంలో మాత్రమే ఉంటాయి',
  'accounts.demoAuthBody':
    'ఖాతాలు, స్కోర్లు, బ్యాడ్జీలు ఈ బ్రౌజర్‌లోనే ఉంటాయి. అవి ఎక్కడికీ పంపబడవు. బ్రౌజర్ డేటాను తుడిచివేస్తే అవి పోతాయి.',
  'accounts.demoLeaderboardBody':
    'ఈ పరికరంలో పేరు నమోదు చేసుకున్న ఆటగాళ్ళను ఈ విజేతల పట్టిక చూపిస్తుంది.',
  'accounts.parentConsent':
    'నేను పిల్లల తల్లి, తండ్రి లేదా సంరక్షకులలో ఒకరిని, నా వయసు 18 ఏళ్ళు లేదా అంతకంటే ఎక్కువ',
  'accounts.parentConsentHint':
    'ఖాతా తెరవడం ద్వారా మీరు {terms}, {privacy}‌లకు అంగీకరిస్తున్నారు.',
  'accounts.invalid.consent':
    'దయచేసి మీరు 18 ఏళ్ళు లేదా అంతకంటే ఎక్కువ వయసున్న తల్లిదండ్రులు లేదా సంరక్షకులని ధృవీకరించండి.',
  'accounts.invalid.email': 'ఈమెయిల్ చిరునామా సరిగా లేదు',
  'accounts.invalid.password': 'పాస్‌వర్డ్‌లో కనీసం 6 అక్షరాలు ఉండాలి',
  'accounts.invalid.passwordRequired': 'పాస్‌వర్డ్ తప్పనిసరి',
  'accounts.toast.welcomeBack': 'మళ్ళీ స్వాగతం!',
  'accounts.toast.loggedIn': 'విజయవంతంగా లాగిన్ అయ్యారు.',
  'accounts.toast.created': 'ఖాతా తయారైంది!',
  'accounts.toast.createdBody':
    'ఇప్పుడు తల్లిదండ్రుల PIN పెట్టి, మీ పిల్లలను ఆటగాళ్ళుగా చేర్చండి.',
  'accounts.toast.confirmBody':
    'మీ ఖాతాను ధృవీకరించే లింక్ కోసం మీ ఈమెయిల్ చూడండి, తర్వాత లాగిన్ అవ్వండి.',
  'accounts.toast.exists': 'ఖాతా ఇప్పటికే ఉంది',
  'accounts.toast.existsBody': 'ఈ ఈమెయిల్ ఇప్పటికే నమోదై ఉంది. దయచేసి లాగిన్ అవ్వండి.',
  'accounts.toast.error': 'లోపం',
  'accounts.toast.errorFallback': 'ఒక లోపం జరిగింది',
  'accounts.toast.googleFallback': 'Google‌తో లాగిన్ అవ్వడం కుదరలేదు',
  'accounts.toast.network':
    'సర్వర్‌ను చేరుకోలేకపోయాము. మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్ళీ ప్రయత్నించండి.',
  'accounts.toast.rateLimited':
    'కొద్ది సమయంలో చాలా ప్రయత్నాలు జరిగాయి. దయచేసి ఒక నిమిషం ఆగి మళ్ళీ ప్రయత్నించండి.',
  'accounts.board.caption': 'మొత్తం పాయింట్ల ప్రకారం ముందున్న ఆటగాళ్ళు',
  'accounts.board.rank': 'స్థానం',
  'accounts.board.player': 'ఆటగాళ్ళు',
  'accounts.board.badges': 'బ్యాడ్జీలు',
  'accounts.board.points': 'పాయింట్లు',
  'accounts.board.badgeCount.one': '{count} బ్యాడ్జి',
  'accounts.board.badgeCount.other': '{count} బ్యాడ్జీలు',
  'accounts.board.place1': 'మొదటి స్థానం',
  'accounts.board.place2': 'రెండవ స్థానం',
  'accounts.board.place3': 'మూడవ స్థానం',
  'accounts.board.you': 'మీరు',
  'accounts.board.loading': 'విజేతల పట్టిక వస్తోంది…',
  'accounts.board.empty': 'ఇంకా స్కోర్లు లేవు! మొదట ఆడేది మీరే అవ్వండి.',
  'accounts.board.errorTitle': 'విజేతల పట్టికను తీసుకురాలేకపోయాము',
  'accounts.board.errorBody':
    'స్కోర్లు తెస్తున్నప్పుడు ఏదో తప్పు జరిగింది. ఇది మీరు చేసిన దాని వల్ల కాదు.',
  'accounts.board.retry': 'మళ్ళీ ప్రయత్నించండి',
  'accounts.board.yourRank': 'మీ స్థానం',
  'accounts.board.yourRankBody.one':
    'మీరు {count} పాయింట్‌తో #{rank} స్థానంలో ఉన్నారు. మొదటి 50 మందిలో చేరడానికి ఆడుతూ ఉండండి!',
  'accounts.board.yourRankBody.other':
    'మీరు {count} పాయింట్లతో #{rank} స్థానంలో ఉన్నారు. మొదటి 50 మందిలో చేరడానికి ఆడుతూ ఉండండి!',
  'accounts.board.playToEarn': 'పాయింట్లు సంపాదించడానికి ఆటలు ఆడండి',
  'accounts.board.joinPrompt': 'విజేతల పట్టికలో చేరడానికి లాగిన్ అవ్వండి లేదా పేరు నమోదు చేసుకోండి',
  'accounts.board.offlineTitle': 'మీకు ఇప్పుడు ఇంటర్నెట్ లేదు',
  'accounts.board.offlineBody':
    'అందరి తాజా స్కోర్లు చూపించడానికి విజేతల పట్టికకు ఇంటర్నెట్ కావాలి. మీ సొంత ఫలితాలు ఈ పరికరంలో దాచి ఉన్నాయి, ఏదీ పోదు. మళ్ళీ ఇంటర్నెట్ రాగానే పట్టిక తిరిగి వస్తుంది.',
  'accounts.offlineTitle': 'లాగిన్ అవ్వడానికి ఇంటర్నెట్ కావాలి',
  'accounts.offlineBody':
    'ఇప్పుడు మీకు ఇంటర్నెట్ లేదు. ఈలోగా మీ ఆట ఫలితాలు ఈ పరికరంలోనే ఉంటాయి, మీరు ఇక్కడ టైప్ చేసినదీ పోదు: ఇంటర్నెట్ తిరిగి వచ్చాక లాగిన్ అవ్వండి లేదా పేరు నమోదు చేసుకోండి.',
  'accounts.loginWithEmail': 'ఈ ఈమెయిల్‌తో లాగిన్ అవ్వండి',
  'accounts.next.registered':
    'ఈ ఈమెయిల్‌కు ఇప్పటికే ఖాతా ఉంది. దానితో లాగిన్ అవ్వడానికి “లాగిన్” ఎంచుకోండి: మీ ఈమెయిల్ అలాగే ఉంటుంది.',
  'accounts.next.credentials':
    'మీ ఈమెయిల్, పాస్‌వర్డ్ సరిచూసి మళ్ళీ లాగిన్ నొక్కండి. కొత్తవారా? కింద “పేరు నమోదు” ఎంచుకోండి: మీ ఈమెయిల్ అలాగే ఉంటుంది.',
  'accounts.next.network':
    'మీరు రాసినదంతా ఇక్కడే ఉంది. ఇంటర్నెట్ కనెక్షన్ చూసి, మళ్ళీ ప్రయత్నించండి.',
  'accounts.next.rateLimited':
    'మీరు రాసినదంతా ఇక్కడే ఉంది. ఒక నిమిషం ఆగి, మళ్ళీ ప్రయత్నించండి.',
  'accounts.next.retry': 'మీరు రాసినదంతా ఇక్కడే ఉంది. కాసేపట్లో మళ్ళీ ప్రయత్నించండి.',
} as const satisfies Record<keyof typeof englishMessages, string>
