/**
 * Telugu UI strings of the games feature: every key of en/games.ts, with the
 * same `{placeholders}`. Terms follow docs/telugu-glossary.md.
 */

import type { gamesMessages as englishMessages } from '../en/games'

export const gamesMessages = {
  'games.menu.heading': 'ఒక ఆట ఎంచుకోండి',
  'games.menu.play': 'ఆడండి',
  'games.menu.playGame': '{title} ఆడండి',
  'games.loading': 'ఆట సిద్ధమవుతోంది…',
  'games.backToGames': 'ఆటలకు తిరిగి వెళ్ళండి',
  'games.time.label': 'సమయం: సుమారు {time}',
  'games.quiz.band.inUse': 'వయసు {band} వారి ప్రశ్నలు',
  'games.quiz.start.intro':
    'ప్రతి రౌండ్‌లో పన్నెండు ప్రశ్నలు. మిగతా ప్రశ్నలన్నీ చూసే వరకు ఒకే ప్రశ్న మళ్ళీ రాదు.',
  'games.quiz.start': 'క్విజ్ మొదలుపెట్టండి',
  'games.quiz.drawing': 'మీ ప్రశ్నలను ఎంచుకుంటున్నాం…',
  'games.quiz.progress': 'ప్రశ్న {number}/{total} | స్కోరు: {score}',
  'games.quiz.options': 'జవాబులు',
  'games.quiz.letters': 'అ,ఆ,ఇ,ఈ',
  'games.quiz.next': 'తర్వాతి ప్రశ్న',
  'games.quiz.seeScore': 'నా స్కోరు చూపించండి',
  'games.quiz.correct': 'సరైనది! శభాష్.',
  'games.quiz.wrong': 'అది కాదు. సరైన జవాబు: {answer}.',
  'games.quiz.mark.wrongPick': '{label}, మీ జవాబు',
  'games.quiz.mark.right': '{label}, సరైన జవాబు',
  'games.quiz.result': 'మీ స్కోరు: {total}‌లో {score}',
  'games.quiz.feedback.perfect': 'పూర్తి స్కోరు! మీరు నిజమైన వారసత్వ విజేత!',
  'games.quiz.feedback.great': 'చాలా బాగుంది! మన వారసత్వం గురించి మీకు ఎంతో తెలుసు.',
  'games.quiz.feedback.good':
    'బాగా చేశారు! నేర్చుకుంటూ ఉండండి, మీకు ఇంకా ఎక్కువ తెలుస్తుంది.',
  'games.quiz.feedback.keepExploring':
    'తెలుసుకుంటూ ఉండండి! మీరు చదివే ప్రతి కథ మీకు ఏదో నేర్పుతుంది.',
  'games.playAgain': 'మళ్ళీ ఆడండి',
  'games.memory.subtitle': 'సాంస్కృతిక చిహ్నాల జ్ఞాపకశక్తి ఆట',
  'games.memory.matches': 'జతలు: {matches}/{total}',
  'games.memory.moves': 'ప్రయత్నాలు: {moves}',
  'games.memory.grid': 'జ్ఞాపకశక్తి కార్డులు',
  'games.memory.help.tap':
    'కార్డును తిప్పడానికి దాన్ని తాకండి, తర్వాత దాని జతను కనుక్కోవడానికి ఇంకో కార్డును తాకండి.',
  'games.memory.help.click':
    'కార్డును తిప్పడానికి దాని మీద క్లిక్ చేయండి, తర్వాత దాని జతను కనుక్కోవడానికి ఇంకో కార్డు మీద క్లిక్ చేయండి.',
  'games.memory.help.keys':
    'కీబోర్డుతో అయితే, కార్డుల మధ్య కదలడానికి బాణం కీలు వాడండి, ఒక కార్డును తిప్పడానికి Enter లేదా Space నొక్కండి.',
  'games.memory.cardDown': 'కార్డు {number}, బోర్లా ఉంది',
  'games.memory.cardUp': 'కార్డు {number}, {name}',
  'games.memory.cardMatched': 'కార్డు {number}, {name}, జత కుదిరింది',
  'games.memory.flipped': 'కార్డు {number}: {name}.',
  'games.memory.pairFound': '{name} జత దొరికింది! జతలు: {total}‌లో {matches}.',
  'games.memory.noPair': '{first}, {second} జత కాదు. అవి మళ్ళీ బోర్లా తిరుగుతాయి.',
  'games.memory.result.one':
    'మీరు {count} ప్రయత్నంలో మొత్తం {total} జతలను కనుక్కున్నారు!',
  'games.memory.result.other':
    'మీరు {count} ప్రయత్నాలలో మొత్తం {total} జతలను కనుక్కున్నారు!',
  'games.memory.feedback.amazing': 'అద్భుతమైన జ్ఞాపకశక్తి!',
  'games.memory.feedback.great': 'చాలా బాగుంది!',
  'games.memory.feedback.wellDone': 'శభాష్!',
  'games.festival.leftHeading': 'పండుగలు',
  'games.festival.rightHeading': 'వివరణలు',
  'games.festival.help.tap':
    'ఒక పండుగను, తర్వాత దాని వివరణను తాకండి (లేదా ముందు వివరణ, తర్వాత పండుగ). మనసు మార్చుకోవాలంటే అదే దాన్ని మళ్ళీ తాకండి.',
  'games.festival.help.click':
    'ఒక పండుగ మీద, తర్వాత దాని వివరణ మీద క్లిక్ చేయండి (లేదా ముందు వివరణ, తర్వాత పండుగ). మనసు మార్చుకోవాలంటే అదే దాని మీద మళ్ళీ క్లిక్ చేయండి.',
  'games.hero.leftHeading': 'హీరోలు',
  'games.hero.rightHeading': 'ఘనతలు',
  'games.hero.help.tap':
    'ఒక హీరోను, తర్వాత వారు చేసిన పనిని తాకండి (లేదా ముందు పని, తర్వాత హీరో). మనసు మార్చుకోవాలంటే అదే దాన్ని మళ్ళీ తాకండి.',
  'games.hero.help.click':
    'ఒక హీరో మీద, తర్వాత వారు చేసిన పని మీద క్లిక్ చేయండి (లేదా ముందు పని, తర్వాత హీరో). మనసు మార్చుకోవాలంటే అదే దాని మీద మళ్ళీ క్లిక్ చేయండి.',
  'games.hero.sages.leftHeading': 'ఋషులు',
  'games.hero.sages.rightHeading': 'వారు చేసినది',
  'games.hero.sages.help.tap':
    'ఒక ఋషిని, తర్వాత వారు చేసినదాన్ని తాకండి (లేదా ముందు వారు చేసినది, తర్వాత ఋషి). మనసు మార్చుకోవాలంటే అదే దాన్ని మళ్ళీ తాకండి.',
  'games.hero.sages.help.click':
    'ఒక ఋషి మీద, తర్వాత వారు చేసినదాని మీద క్లిక్ చేయండి (లేదా ముందు వారు చేసినది, తర్వాత ఋషి). మనసు మార్చుకోవాలంటే అదే దాని మీద మళ్ళీ క్లిక్ చేయండి.',
  'games.festival.foods.leftHeading': 'వంటకాలు',
  'games.festival.foods.rightHeading': 'అవి ఏమిటి',
  'games.festival.foods.help.tap':
    'ఒక వంటకాన్ని, తర్వాత అది ఏమిటో చెప్పేదాన్ని తాకండి (లేదా ముందు వివరణ, తర్వాత వంటకం). మనసు మార్చుకోవాలంటే అదే దాన్ని మళ్ళీ తాకండి.',
  'games.festival.foods.help.click':
    'ఒక వంటకం మీద, తర్వాత అది ఏమిటో చెప్పేదాని మీద క్లిక్ చేయండి (లేదా ముందు వివరణ, తర్వాత వంటకం). మనసు మార్చుకోవాలంటే అదే దాని మీద మళ్ళీ క్లిక్ చేయండి.',
  'games.hero.set.heroes': 'మన హీరోలు',
  'games.hero.set.sages': 'మహర్షులు',
  'games.festival.set.foods': 'పండుగ వంటకాలు',
  'games.festival.set.festivals': 'పండుగలు',
  'games.matching.set': 'ఈ రౌండ్: {name}',
  'games.matching.matches': 'జతలు: {matches}/{total}',
  'games.matching.selected': 'ఎంచుకున్నది: {item}. ఇప్పుడు దాని జతను ఎంచుకోండి.',
  'games.matching.deselected': 'ఏదీ ఎంచుకోలేదు.',
  'games.matching.match': 'అవును! {item} జత కుదిరింది. జతలు: {total}‌లో {matches}.',
  'games.matching.miss': 'ఇది జత కాదు. మళ్ళీ ప్రయత్నించండి!',
  'games.matching.matchedLabel': '{item}, జత కుదిరింది',
  'games.matching.complete': 'అన్నీ సరిగ్గా జత కలిపారు!',
  'games.matching.completeBody': 'మీరు మొత్తం {total} జతలను కలిపారు.',
  'games.matching.allMatched': 'అన్నీ జత కలిపారు!',
  'games.matching.completeTries.one':
    'మీరు {count} ప్రయత్నంలో మొత్తం {total} జతలను కలిపారు.',
  'games.matching.completeTries.other':
    'మీరు {count} ప్రయత్నాలలో మొత్తం {total} జతలను కలిపారు.',
  'games.story.chapter': 'అధ్యాయం {number}/{total}',
  'games.story.soFar': 'ఇప్పటి వరకు మీ కథ',
  'games.story.chosen': 'మీ కథలో చేరింది: {line}',
  'games.story.complete': 'మీ హీరో కథ',
  'games.story.completeBody': 'ఎంత అద్భుతమైన కథ! ఇదిగో:',
  'games.story.createNew': 'కొత్త కథ అల్లండి',
  'games.menu.puzzlesHeading': 'పజిల్స్',
  'games.menu.puzzlesIntro':
    'ముక్కలను కలిపి రంగుల పేజీ బొమ్మను మళ్ళీ పూర్తి చేయండి, లేదా వారసత్వ పదాలను వెతకండి.',
  'games.jigsaw.picture': 'బొమ్మ',
  'games.jigsaw.yourColors': '{title} (మీరు వేసిన రంగులు)',
  'games.jigsaw.pieces': 'ముక్కలు',
  'games.jigsaw.size': '{band}: {size} × {size}',
  'games.jigsaw.sizeLabel':
    '{band}: {size} వరుసలు, {size} నిలువు వరుసలు, {count} ముక్కలు',
  'games.jigsaw.loading': 'బొమ్మ సిద్ధమవుతోంది…',
  'games.jigsaw.loadError': 'ఇప్పుడే ఈ బొమ్మను తేలేకపోయాం.',
  'games.jigsaw.retry': 'మళ్ళీ ప్రయత్నించండి',
  'games.jigsaw.placed': 'సరైన చోట: {placed}/{total}',
  'games.jigsaw.moves': 'ప్రయత్నాలు: {moves}',
  'games.jigsaw.clock': 'మీ సమయం: {time}',
  'games.jigsaw.help.tap':
    'ఒక ముక్కను వేలితో బొమ్మ మీదకు జరపండి: అది సరైన చోటుకు దగ్గరగా వస్తే అక్కడ అతుక్కుంటుంది.',
  'games.jigsaw.help.click':
    'ఒక ముక్కను మౌస్‌తో బొమ్మ మీదకు లాగండి: అది సరైన చోటుకు దగ్గరగా వస్తే అక్కడ అతుక్కుంటుంది.',
  'games.jigsaw.help.keys':
    'కీబోర్డుతో అయితే, బాణం కీలతో ఒక ముక్కను ఎంచుకుని, దాన్ని ఎత్తడానికి Enter నొక్కండి, బాణం కీలతో కదిలించి, కింద పెట్టడానికి మళ్ళీ Enter నొక్కండి (Escape నొక్కితే అది వెనక్కి వెళ్తుంది).',
  'games.jigsaw.board': 'పజిల్ బోర్డు: {title}',
  'games.jigsaw.finished': 'మీరు పూర్తి చేసిన బొమ్మ: {title}',
  'games.jigsaw.tray': 'పజిల్ ముక్కలు',
  'games.jigsaw.piece': 'ముక్క {number}',
  'games.jigsaw.pieceLoose':
    'ముక్క {number}, బోర్డు మీద, వరుస {row}, నిలువు వరుస {column}',
  'games.jigsaw.pieceHeld':
    'ముక్క {number}, ఎత్తి పట్టుకున్నారు, వరుస {row}, నిలువు వరుస {column} పైన',
  'games.jigsaw.pickedUp':
    'ముక్క {number} ఎత్తారు, అది వరుస {row}, నిలువు వరుస {column} పైన ఉంది. బాణం కీలతో కదిలించి, కింద పెట్టడానికి Enter నొక్కండి.',
  'games.jigsaw.moved': 'వరుస {row}, నిలువు వరుస {column}.',
  'games.jigsaw.fits':
    'ముక్క {number} సరిగ్గా సరిపోయింది! {total} ముక్కలలో {placed} సరైన చోట ఉన్నాయి.',
  'games.jigsaw.loose':
    'ముక్క {number} బోర్డు మీద వరుస {row}, నిలువు వరుస {column} దగ్గర ఉంది, కానీ దాని చోటు అది కాదు.',
  'games.jigsaw.backToTray': 'ముక్క {number} మిగతా ముక్కల దగ్గరికి తిరిగి వెళ్ళింది.',
  'games.jigsaw.putBack': 'ముక్క {number} ఇంతకు ముందు ఉన్న చోటికే వెళ్ళింది.',
  'games.jigsaw.complete': 'పజిల్ పూర్తయింది!',
  'games.jigsaw.result.one':
    'మీరు {count} ప్రయత్నంలో, {time} సమయంలో మొత్తం {total} ముక్కలనూ సరైన చోట పెట్టారు.',
  'games.jigsaw.result.other':
    'మీరు {count} ప్రయత్నాలలో, {time} సమయంలో మొత్తం {total} ముక్కలనూ సరైన చోట పెట్టారు.',
  'games.result.points.one': 'మీకు {count} పాయింట్ వచ్చింది!',
  'games.result.points.other': 'మీకు {count} పాయింట్లు వచ్చాయి!',
  'games.result.saving': 'మీ ఫలితం సేవ్ అవుతోంది…',
  'games.result.newBadge': 'కొత్త బ్యాడ్జి: {badge}!',
  'games.result.deviceNote':
    'మీ పాయింట్లు, బ్యాడ్జీలు ఈ పరికరంలోనే ఉంటాయి. మీ బ్యాడ్జీలను దాచుకోవడానికి, విజేతల పట్టికలో చేరడానికి పేరు నమోదు చేసుకోవడంలో సహాయం చేయమని పెద్దవాళ్ళను అడగండి.',
  'games.result.signUp': 'మీ బ్యాడ్జీలను దాచుకోవడానికి పేరు నమోదు చేసుకోండి',
  'games.result.choosePlayerNote':
    'ఆటగాడిగా ఎవరినీ ఎంచుకోలేదు, కాబట్టి ఈ ఫలితం ఈ పరికరంలో మాత్రమే ఉంటుంది. పాయింట్లు, బ్యాడ్జీలు వారి కోసం సేవ్ అయ్యేలా ఎవరు ఆడుతున్నారో ఎంచుకోండి.',
  'games.achievements.heading': 'ఘనతల విభాగం',
  'games.achievements.intro':
    'బ్యాడ్జీలు గెలవడానికి ఆటలు ఆడండి. ఇప్పటి వరకు మీరు గెలిచినవి ఇవే.',
  'games.achievements.error': 'ఇప్పుడే మీ బ్యాడ్జీలను చూపించలేకపోయాం.',
  'games.achievements.retry': 'మళ్ళీ ప్రయత్నించండి',
  'games.achievements.earned': 'గెలిచారు',
  'games.achievements.notYet': 'ఇంకా గెలవలేదు',
  'games.achievements.count': 'మీరు {total} బ్యాడ్జీలలో {count} గెలిచారు.',
  'games.achievements.points': 'మీ పాయింట్లు: {points}',
  'games.achievements.player': '{name} ఆడుతున్నారు',
  'games.achievements.switch': 'ఆటగాడిని మార్చండి',
  'games.achievements.choose':
    'ఎవరు ఆడుతున్నారు? మీ పాయింట్లు, బ్యాడ్జీలు మీ కోసమే సేవ్ అయ్యేలా మీ ఆటగాడిని ఎంచుకోండి.',
  'games.achievements.chooseButton': 'ఎవరు ఆడుతున్నారో ఎంచుకోండి',
  'games.badge.heritage_explorer': 'వారసత్వ అన్వేషి',
  'games.badge.heritage_explorer.how': 'ఏదైనా ఒక ఆట పూర్తి చేయండి',
  'games.badge.cultural_scholar': 'సంస్కృతి జ్ఞాని',
  'games.badge.cultural_scholar.how': 'క్విజ్ ఆటలో పూర్తి స్కోరు తెచ్చుకోండి',
  'games.badge.heritage_master': 'వారసత్వ గురువు',
  'games.badge.heritage_master.how':
    'క్విజ్, జ్ఞాపకశక్తి ఆట, రెండు జత ఆటలు, కథ అల్లిక పూర్తి చేయండి',
  'games.result.outboxNote':
    'ఈ పరికరంలో దాచాం — మీకు ఇంటర్నెట్ మళ్ళీ రాగానే ఇది మీ స్కోరులో కలుస్తుంది',
  'games.result.outboxAdded': '{time}కు మీ స్కోరులో కలిసింది.',
  'games.result.outboxRefused': 'ఈ రౌండ్ మీ స్కోరులో కలపలేకపోయాం: {reason}',
  'games.problem.tooManyOpenGames':
    'ఈ రౌండ్ లెక్కలోకి రాలేదు: గత గంటలో చాలా ఆటలు మొదలుపెట్టి పూర్తి చేయలేదు. తర్వాతి ఆట తెరిచే ముందు ఒక ఆట పూర్తి చేయండి, లేదా కాసేపు ఆగి మళ్ళీ ఆడండి.',
  'games.problem.tooManyStarts':
    'ఈ రౌండ్ లెక్కలోకి రాలేదు: ఆటలు చాలా వేగంగా ఒకదాని తర్వాత ఒకటి మొదలయ్యాయి. ఒక నిమిషం ఆగి మళ్ళీ ఆడండి.',
  'games.problem.sessionExpired':
    'ఈ రౌండ్ లెక్కలోకి రాలేదు: ఆట 2 గంటలకు పైగా తెరిచి ఉంది. పాయింట్లు సంపాదించడానికి మళ్ళీ ఆడండి.',
  'games.problem.dailyLimit': 'ఈ రోజు చాలా ఆడారు! రేపు మళ్ళీ రౌండ్లకు పాయింట్లు వస్తాయి.',
  'games.problem.tooSoon':
    'ఈ రౌండ్ లెక్కలోకి రాలేదు: ఆటకు కావలసిన సమయం కన్నా వేగంగా ముగిసింది. మళ్ళీ ఆడండి.',
  'games.problem.storageFull':
    'ఈ పరికరంలో చోటు నిండిపోయింది, కాబట్టి ఈ రౌండ్ దాచలేకపోయాం. ఇంతకుముందు దాచినవన్నీ భద్రంగా ఉన్నాయి.',
  'games.problem.network':
    'సర్వర్‌ను చేరలేకపోయాం, కాబట్టి ఈ రౌండ్ దాచలేకపోయాం. ఇంటర్నెట్ కనెక్షన్ చూసి మళ్ళీ ఆడండి.',
  'games.problem.unknown': 'ఏదో తప్పు జరిగింది, కాబట్టి ఈ రౌండ్ దాచలేకపోయాం. కాసేపట్లో మళ్ళీ ఆడండి.',
  'games.refusal.tooOld': 'ఈ రౌండ్ ఆడి 7 రోజులకు పైగా అయింది.',
  'games.refusal.tooFast': 'ఆటకు కావలసిన సమయం కన్నా వేగంగా ముగిసింది.',
  'games.refusal.offlineLimit': 'ఇంటర్నెట్ లేనప్పుడు ఆడిన 30 రౌండ్లే రోజుకు లెక్కలోకి వస్తాయి.',
  'games.refusal.profileGone': 'ఈ ఆటగాడి పేరును కుటుంబ ఖాతా నుంచి తీసేశారు.',
  'games.refusal.other': 'సర్వర్ దీన్ని తీసుకోలేకపోయింది.',
  'games.offline.heading': 'ఇంటర్నెట్ లేనప్పుడు ఆడిన రౌండ్లు',
  'games.offline.pendingIntro':
    'ఈ పరికరంలో దాచాం — మీకు ఇంటర్నెట్ మళ్ళీ రాగానే ఇవి మీ స్కోరులో కలుస్తాయి',
  'games.offline.round.one': '{game}, {count} పాయింట్',
  'games.offline.round.other': '{game}, {count} పాయింట్లు',
  'games.offline.waiting': 'కలవడానికి ఎదురుచూస్తోంది',
  'games.offline.added': '{time}కు మీ స్కోరులో కలిసింది',
  'games.offline.refused': 'కలపలేకపోయాం: {reason}',
  'games.help.keys': 'కీబోర్డుతో అయితే, కదలడానికి Tab, ఎంచుకోవడానికి Enter లేదా Space నొక్కండి.',
  'games.sound.label': 'శబ్దం',
  'games.sound.on': 'ఆన్',
  'games.sound.off': 'ఆఫ్',
} as const satisfies Record<keyof typeof englishMessages, string>
