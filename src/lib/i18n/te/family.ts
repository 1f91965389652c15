import type {
  ageBandLabels as englishAgeBands,
  familyMessages as englishMessages,
} from '../en/family'
import { ageBandMessages } from './ageBands'

/**
 * The Telugu twin of `en/family.ts`: "Who's playing?", the parent PIN and
 * the grown-ups' area (పెద్దల విభాగం). "PIN" and "JSON" stay in Latin
 * letters, as Telugu speakers see them in every app.
 */
export const familyMessages = {
  'family.players.signInTitle': 'ఆటగాడిని ఎంచుకోవడానికి లాగిన్ అవ్వండి',
  'family.players.signInBody':
    'తల్లిదండ్రులు లేదా సంరక్షకులు ఈ పరికరంలో ఒక్కసారి లాగిన్ అవుతారు; ఆ తర్వాత ప్రతి బిడ్డ ఇక్కడ తమ సొంత అవతార్ ఎంచుకుంటారు. మీరు అతిథిగా కూడా ఆడుతూ ఉండవచ్చు.',
  'family.players.signIn': 'పెద్దవారిగా లాగిన్ అవ్వండి',
  'family.players.intro': 'ఆడటం మొదలుపెట్టడానికి మీ అవతార్‌ను నొక్కండి.',
  'family.players.choose': '{name}‌గా ఆడండి',
  'family.players.current': 'ఇప్పుడు ఆడుతున్నారు',
  'family.players.chosen': 'హాయ్ {name}!',
  'family.players.chosenBody': 'మీ పాయింట్లు, బ్యాడ్జీలు మీ కోసమే సేవ్ అవుతాయి.',
  'family.players.none': 'ఇంకా ఆటగాళ్ళు లేరు',
  'family.players.noneBody':
    'పెద్దవారు పెద్దల విభాగంలో ప్రతి బిడ్డను ఒక సరదా పేరు, ఒక అవతార్‌తో చేర్చవచ్చు.',
  'family.players.grownUps': 'పెద్దల విభాగం',
  'family.players.loading': 'మీ కుటుంబం వస్తోంది…',
  'family.players.error': 'ఇప్పుడే మీ కుటుంబాన్ని చూపించలేకపోయాం.',
  'family.players.retry': 'మళ్ళీ ప్రయత్నించండి',
  'family.nav.playingAs': '{name} ఆడుతున్నారు',
  'family.nav.switch': 'ఆటగాడిని మార్చండి',
  'family.nav.whoIsPlaying': 'ఎవరు ఆడుతున్నారు?',
  'family.nav.family': 'మీ కుటుంబం',
  'family.nav.grownUps': 'పెద్దలు',
  'family.nav.playerMenu': '{who}: ఆటగాడి మెనూ',
  'family.consent.title': 'ముందుకు వెళ్ళే ముందు ఒక విషయం',
  'family.consent.body':
    'వాసవి కిడ్స్ ఖాతాలు తల్లిదండ్రులు లేదా సంరక్షకులవి; వారే తమ పిల్లలను ఆటగాళ్ళుగా చేరుస్తారు. ఇది మీరేనని దయచేసి ధృవీకరించండి.',
  'family.consent.label':
    'నేను పిల్లల తల్లి, తండ్రి లేదా సంరక్షకులలో ఒకరిని, నా వయసు 18 ఏళ్ళు లేదా అంతకంటే ఎక్కువ; వినియోగ నిబంధనలకు, గోప్యతా విధానానికి నేను అంగీకరిస్తున్నాను.',
  'family.consent.required':
    'దయచేసి మీరు 18 ఏళ్ళు లేదా అంతకంటే ఎక్కువ వయసున్న తల్లిదండ్రులు లేదా సంరక్షకులని ధృవీకరించండి.',
  'family.consent.submit': 'ధృవీకరించండి',
  'family.pin.label': 'తల్లిదండ్రుల PIN',
  'family.pin.hint': '4 అంకెలు. పిల్లలకు ఇది తెలియకూడదు.',
  'family.pin.invalid': 'PIN‌లో సరిగ్గా 4 అంకెలు ఉండాలి.',
  'family.pin.createTitle': 'తల్లిదండ్రుల PIN పెట్టండి',
  'family.pin.createBody':
    'పెద్దల విభాగం ఈ PIN అడుగుతుంది, కాబట్టి పిల్లలు ఆటగాళ్ళను చేర్చలేరు, సవరించలేరు, తొలగించలేరు; సెట్టింగ్స్ మార్చలేరు, ఖాతాను తొలగించలేరు.',
  'family.pin.createNotGuarded':
    'ఎవరు ఆడుతున్నారో ఎంచుకోవడానికి PIN అక్కర్లేదు: ప్రతి బిడ్డ ఆడటానికి తమ సొంత అవతార్‌ను నొక్కుతారు.',
  'family.pin.confirm': 'PIN‌ను మళ్ళీ టైప్ చేయండి',
  'family.pin.mismatch': 'రెండు PIN‌లు ఒకటి కావు.',
  'family.pin.create': 'PIN‌ను సేవ్ చేయండి',
  'family.pin.enterTitle': 'పెద్దలకు మాత్రమే',
  'family.pin.enterBody': 'పెద్దల విభాగం తెరవడానికి తల్లిదండ్రుల PIN టైప్ చేయండి.',
  'family.pin.open': 'తెరవండి',
  'family.pin.wrong': 'ఇది సరైన PIN కాదు.',
  'family.pin.lockedTitle': 'చాలాసార్లు తప్పు PIN టైప్ చేశారు',
  'family.pin.lockedBody': 'పెద్దల విభాగం సురక్షితంగా ఉండటానికి, PIN కొంతసేపు లాక్ అయింది.',
  'family.pin.lockedWait.one': '{count} నిమిషం ఆగి, {time} తర్వాత మళ్ళీ ప్రయత్నించండి.',
  'family.pin.lockedWait.other': '{count} నిమిషాలు ఆగి, {time} తర్వాత మళ్ళీ ప్రయత్నించండి.',
  'family.pin.lockedWaitHours.one':
    '{count} గంట ఆగి, {time} తర్వాత మళ్ళీ ప్రయత్నించండి.',
  'family.pin.lockedWaitHours.other':
    '{count} గంటలు ఆగి, {time} తర్వాత మళ్ళీ ప్రయత్నించండి.',
  'family.pin.lockedForgot':
    'మీరు తల్లిదండ్రులు లేదా సంరక్షకులా? మీ పాస్‌వర్డ్‌తో ఇప్పుడే కొత్త PIN ఎంచుకోవచ్చు.',
  'family.pin.backToPlay': 'ఆటకు తిరిగి వెళ్ళండి',
  'family.pin.forgot': 'PIN మరచిపోయారా?',
  'family.pin.resetTitle': 'కొత్త తల్లిదండ్రుల PIN ఎంచుకోండి',
  'family.pin.resetBody':
    'పిల్లలు రాకుండా ఉండటానికి, మరచిపోయిన PIN‌ను ఇప్పుడే లాగిన్ అయిన తల్లిదండ్రులు లేదా సంరక్షకులు మాత్రమే మార్చగలరు. మీ పాస్‌వర్డ్ టైప్ చేయండి; లేదా మీరు Google వాడితే, లాగ్ అవుట్ అయి Google‌తో మళ్ళీ లాగిన్ అయి 10 నిమిషాల లోపు ఇక్కడికి రండి.',
  'family.pin.resetPassword': 'మీ పాస్‌వర్డ్ (ఇప్పుడే లాగిన్ అయితే అవసరం లేదు)',
  'family.pin.reset': 'కొత్త PIN‌ను సేవ్ చేయండి',
  'family.pin.resetDone': 'కొత్త తల్లిదండ్రుల PIN సేవ్ అయింది.',
  'family.pin.resetSignInAgain':
    'దయచేసి మీ పాస్‌వర్డ్ టైప్ చేయండి, లేదా ముందుగా లాగ్ అవుట్ అయి మళ్ళీ లాగిన్ అవ్వండి.',
  'family.pin.resetCancel': 'నాకు గుర్తుంది',
  'family.area.signInTitle': 'పెద్దల విభాగానికి లాగిన్ కావాలి',
  'family.area.signInBody':
    'మీ పిల్లల ఆటగాళ్ళను నిర్వహించడానికి, వారి ప్రగతిని చూడటానికి తల్లిదండ్రులు లేదా సంరక్షకుల ఖాతాతో లాగిన్ అవ్వండి.',
  'family.area.children': 'మీ పిల్లలు',
  'family.area.childrenIntro.one':
    'గరిష్ఠంగా {count} ఆటగాడు. ప్రతి ఒక్కరికీ ఒక సరదా పేరు, ఒక అవతార్, మీకు ఇష్టమైతే ఒక వయసు వర్గం, బహిరంగ విజేతల పట్టికలో కనిపించకూడదనే ఎంపిక ఉంటాయి; మీ బిడ్డ గురించి ఇంకేమీ అడగము.',
  'family.area.childrenIntro.other':
    '{count} మంది ఆటగాళ్ళ వరకు. ప్రతి ఒక్కరికీ ఒక సరదా పేరు, ఒక అవతార్, మీకు ఇష్టమైతే ఒక వయసు వర్గం, బహిరంగ విజేతల పట్టికలో కనిపించకూడదనే ఎంపిక ఉంటాయి; మీ బిడ్డ గురించి ఇంకేమీ అడగము.',
  'family.area.progress': 'ప్రగతి',
  'family.area.settings': 'ఖాతా సెట్టింగ్స్',
  'family.area.lock': 'తాళం వేసి ఆటకు తిరిగి వెళ్ళండి',
  'family.area.signOutTitle': 'ఈ పరికరం నుండి లాగ్ అవుట్',
  'family.area.signOutBody':
    'పెద్దలు ఇక్కడ లాగ్ అవుట్ చేసే వరకు పిల్లలు ఈ పరికరంలో ఆడుకోవచ్చు. మళ్ళీ రావడానికి, తల్లిదండ్రుల ఈమెయిల్, పాస్‌వర్డ్‌తో లాగిన్ అవ్వండి.',
  'family.profile.add': 'ఒక బిడ్డను చేర్చండి',
  'family.profile.addTitle': 'ఒక బిడ్డను చేర్చండి',
  'family.profile.editTitle': '{name}‌ను మార్చండి',
  'family.profile.edit': 'మార్చండి',
  'family.profile.editName': '{name}‌ను మార్చండి',
  'family.profile.delete': 'తొలగించండి',
  'family.profile.deleteName': '{name}‌ను తొలగించండి',
  'family.profile.full.one':
    'ఒక కుటుంబంలో {count} ఆటగాడు ఉండవచ్చు. ఇంకొకరిని చేర్చడానికి ఒకరిని తొలగించండి.',
  'family.profile.full.other':
    'ఒక కుటుంబంలో {count} మంది ఆటగాళ్ళు ఉండవచ్చు. ఇంకొకరిని చేర్చడానికి ఒకరిని తొలగించండి.',
  'family.profile.funName': 'సరదా పేరు',
  'family.profile.funNameHint':
    'మీ బిడ్డ అసలు పేరు కాకుండా ఒక సరదా పేరు వాడండి: అది అందరికీ కనిపించే విజేతల పట్టికలో కనిపిస్తుంది. ఈమెయిల్ చిరునామా, ఫోన్ నంబర్ వద్దు.',
  'family.profile.suggest': 'ఒక సరదా పేరు సూచించండి',
  'family.profile.avatar': 'అవతార్',
  'family.profile.ageBand': 'వయసు (ఇష్టమైతే)',
  'family.profile.ageBandNone': 'చెప్పను',
  'family.profile.hidden': 'అందరికీ కనిపించే విజేతల పట్టిక నుంచి దాచండి',
  'family.profile.hiddenHint': 'మీ బిడ్డకు మాత్రం తమ పాయింట్లు, స్థానం కనిపిస్తాయి.',
  'family.profile.hiddenBadge': 'విజేతల పట్టిక నుంచి దాచబడింది',
  'family.profile.save': 'సేవ్ చేయండి',
  'family.profile.cancel': 'రద్దు చేయండి',
  'family.profile.saved': 'సేవ్ అయింది',
  'family.profile.added': 'ఇప్పుడు {name} ఆడవచ్చు.',
  'family.profile.deleted': '{name}‌ను, వారి ఫలితాలన్నిటినీ తొలగించాం.',
  'family.profile.chooseAvatar': 'దయచేసి ఒక అవతార్ ఎంచుకోండి.',
  'family.invalid.funNameShort': 'సరదా పేరులో కనీసం 3 అక్షరాలు ఉండాలి',
  'family.invalid.funNameLong': 'సరదా పేరు 20 అక్షరాల కంటే తక్కువగా ఉండాలి',
  'family.invalid.funNameEmail':
    'దయచేసి సరదా పేరులో ఈమెయిల్ చిరునామా పెట్టకండి: విజేతల పట్టిక అందరికీ కనిపిస్తుంది.',
  'family.invalid.funNamePhone':
    'దయచేసి సరదా పేరులో ఫోన్ నంబర్ పెట్టకండి: విజేతల పట్టిక అందరికీ కనిపిస్తుంది.',
  'family.invalid.funNameOther': 'దయచేసి వేరే సరదా పేరు ఎంచుకోండి.',
  'family.report.loading': 'మీ పిల్లల ప్రగతి వస్తోంది…',
  'family.report.error': 'ఇప్పుడే ప్రగతిని చూపించలేకపోయాం.',
  'family.report.empty': 'ఇక్కడ ప్రగతి చూడటానికి ఒక బిడ్డను చేర్చండి.',
  'family.settings.password': 'పాస్‌వర్డ్ మార్చండి',
  'family.settings.currentPassword': 'ఇప్పటి పాస్‌వర్డ్',
  'family.settings.currentPasswordRequired':
    'మార్పును ధృవీకరించడానికి ఇప్పటి పాస్‌వర్డ్ టైప్ చేయండి.',
  'family.settings.newPassword': 'కొత్త పాస్‌వర్డ్',
  'family.settings.passwordChanged': 'మీ పాస్‌వర్డ్ మారింది.',
  'family.settings.pin': 'తల్లిదండ్రుల PIN మార్చండి',
  'family.settings.currentPin': 'ఇప్పటి PIN',
  'family.settings.currentPinRequired': 'మార్పును ధృవీకరించడానికి ఇప్పటి PIN టైప్ చేయండి.',
  'family.settings.newPin': 'కొత్త PIN',
  'family.settings.pinChanged': 'తల్లిదండ్రుల PIN మారింది.',
  'family.settings.download': 'మీ కుటుంబపు మొత్తం డేటాను డౌన్‌లోడ్ చేసుకోండి',
  'family.settings.downloadBody':
    'మీ కుటుంబం గురించి మా దగ్గర ఉన్నదంతా ఒకే JSON ఫైల్‌లో: మీ ఈమెయిల్ చిరునామా, ప్రతి బిడ్డ సరదా పేరు, అవతార్, వయసు వర్గం, బ్యాడ్జీలు, ప్రతి ఆట ఫలితం.',
  'family.settings.downloadButton': 'డౌన్‌లోడ్ (JSON)',
  'family.settings.downloaded': 'మీ కుటుంబపు డేటా డౌన్‌లోడ్ అయింది.',
  'family.settings.deleteAccount': 'మొత్తం ఖాతాను తొలగించండి',
  'family.settings.deleteAccountBody':
    'దీనితో మీ లాగిన్, ప్రతి బిడ్డ ఆటగాడి ఖాతా, ఫలితాలు, బ్యాడ్జీలు, PIN అన్నీ ఒకేసారి తొలగిపోతాయి. దీన్ని వెనక్కి తీసుకోలేము.',
  'family.settings.deleteAccountButton': 'ఖాతాను తొలగించండి',
  'family.settings.deletedAccount': 'మీ ఖాతాను, దాని డేటా అంతటినీ తొలగించాం.',
  'family.settings.save': 'సేవ్ చేయండి',
  'family.confirm.typeToConfirm': 'ధృవీకరించడానికి {word} అని టైప్ చేయండి',
  'family.confirm.mismatch': 'ధృవీకరించడానికి సరిగ్గా {word} అని టైప్ చేయండి.',
  'family.confirm.cancel': 'రద్దు చేయండి',
  'family.confirm.deleteChildTitle': '{name}‌ను తొలగించాలా?',
  'family.confirm.deleteChildBody':
    '{name} ఆటగాడి ఖాతా, ఫలితాలు, బ్యాడ్జీలు, విజేతల పట్టికలో స్థానం తొలగిపోతాయి. దీన్ని వెనక్కి తీసుకోలేము.',
  'family.confirm.deleteAccountTitle': 'మొత్తం ఖాతాను తొలగించాలా?',
  'family.confirm.deleteWord': 'తొలగించు',
  'family.error.title': 'లోపం',
  'family.error.nameTaken':
    'ఈ సరదా పేరు ఇప్పటికే విజేతల పట్టికలో ఉంది. వేరేది ప్రయత్నించండి, లేదా “ఒక సరదా పేరు సూచించండి” నొక్కండి.',
  'family.error.limit.one': 'ఒక కుటుంబంలో గరిష్ఠంగా {count} ఆటగాడు ఉండవచ్చు.',
  'family.error.limit.other': 'ఒక కుటుంబంలో గరిష్ఠంగా {count} మంది ఆటగాళ్ళు ఉండవచ్చు.',
  'family.error.wrongPin': 'ఇది సరైన PIN కాదు.',
  'family.error.pinAgain':
    'మీ పిల్లల భద్రత కోసం, దయచేసి తల్లిదండ్రుల PIN‌ను మళ్ళీ టైప్ చేయండి.',
  'family.error.wrongPassword': 'ఇప్పటి పాస్‌వర్డ్ సరైనది కాదు.',
  'family.error.notFound': 'ఈ ఆటగాడి పేరు ఇప్పుడు ఖాతాలో లేదు.',
  'family.error.invalid': 'దయచేసి మీరు టైప్ చేసినది చూడండి.',
  'family.error.network':
    'సర్వర్‌ను చేరుకోలేకపోయాము. మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్ళీ ప్రయత్నించండి.',
  'family.error.rateLimited':
    'కొద్ది సమయంలో చాలా ప్రయత్నాలు జరిగాయి. దయచేసి ఒక నిమిషం ఆగి మళ్ళీ ప్రయత్నించండి.',
  'family.error.storageFull':
    'ఈ పరికరంలో చోటు నిండిపోయింది, కాబట్టి మార్పు దాచలేకపోయాం. ఇంతకుముందు దాచినవన్నీ భద్రంగా ఉన్నాయి.',
  'family.error.signedOut': 'దయచేసి మళ్ళీ లాగిన్ అవ్వండి.',
  'family.error.fallback': 'ఏదో తప్పు జరిగింది. దయచేసి మళ్ళీ ప్రయత్నించండి.',
} as const satisfies Record<keyof typeof englishMessages, string>

export const ageBandLabels = {
  '5-7': ageBandMessages['ageBand.5-7'],
  '8-10': ageBandMessages['ageBand.8-10'],
  '11-15': ageBandMessages['ageBand.11-15'],
} as const satisfies Record<keyof typeof englishAgeBands, string>
