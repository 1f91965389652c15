/**
 * The Telugu twin of en/gameCatalogue.ts: every game's name, description,
 * length and players, shared by the games menu and the home Fun Zone.
 */

import type { gameCatalogueMessages as englishMessages } from '../en/gameCatalogue'

export const gameCatalogueMessages = {
  'games.quiz.title': 'సంస్కృతి క్విజ్ సవాలు',
  'games.quiz.description':
    'మన చరిత్ర, పండుగలు, హీరోలు, గోత్రాలు, సంప్రదాయాల గురించి 12 ప్రశ్నలకు జవాబులు చెప్పండి.',
  'games.quiz.time': '7 నిమిషాలు',
  'games.festival_match.title': 'పండుగల జత ఆట',
  'games.festival_match.description':
    'ప్రతి పండుగను దాని ప్రత్యేకతతో, పండుగ వంటకాలను వాటి వివరాలతో జత కలపండి.',
  'games.festival_match.time': '2 నిమిషాలు',
  'games.hero_match.title': 'హీరోల జత ఆట',
  'games.hero_match.description': 'మన హీరోలను, మహర్షులను వారు చేసిన పనులతో జత కలపండి.',
  'games.hero_match.time': '1–2 నిమిషాలు',
  'games.memory.title': 'జ్ఞాపకశక్తి సవాలు',
  'games.memory.description': 'కార్డులను తిప్పి, సాంస్కృతిక చిహ్నాల 8 జతలను కనుక్కోండి.',
  'games.memory.time': '2 నిమిషాలు',
  'games.story.title': 'హీరో కథ అల్లిక',
  'games.story.description':
    'ఏమి జరుగుతుందో ఎంచుకుంటూ 3 అధ్యాయాలలో మీ సొంత హీరో కథను అల్లండి.',
  'games.story.time': '3 నిమిషాలు',
  'games.jigsaw.title': 'బొమ్మ ముక్కల పజిల్',
  'games.jigsaw.description':
    'రంగుల పేజీ బొమ్మను ముక్క ముక్కగా మళ్ళీ కలపండి: 9, 16 లేదా 25 ముక్కలు.',
  'games.jigsaw.time': '1–3 నిమిషాలు',
  'games.word_search.title': 'పదాల వేట',
  'games.word_search.description':
    'అక్షరాల గడిలో దాగి ఉన్న పండుగలు, వంటకాలు, ఋషులు, తెలుగు పదాలను కనుక్కోండి.',
  'games.word_search.time': '3–4 నిమిషాలు',
  'games.menu.time': 'సుమారు {time}',
  'games.menu.players': 'ఒక్కరు ఆడవచ్చు',
} as const satisfies Record<keyof typeof englishMessages, string>
