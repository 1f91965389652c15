/**
 * The Telugu twin of ../wordSearchMessages.ts: every key, with the same
 * `{placeholders}`. Terms follow docs/telugu-glossary.md.
 */

import type { wordSearchMessages as englishMessages } from '../wordSearchMessages'

export const wordSearchMessages = {
  'games.wordSearch.level.choice': '{band}: {size} × {size}',
  'games.wordSearch.found': 'దొరికినవి: {found}/{total}',
  'games.wordSearch.help.tap':
    'ఒక పదం మొదటి అక్షరం నుంచి చివరి అక్షరం వరకు వేలితో జరపండి, లేదా మొదటి అక్షరాన్ని, తర్వాత చివరి అక్షరాన్ని తాకండి. పదాలు అడ్డంగా లేదా నిలువుగా ఉంటాయి; పెద్ద గడిలో ఏటవాలుగా, వెనక నుంచి ముందుకు కూడా ఉంటాయి.',
  'games.wordSearch.help.click':
    'ఒక పదం మొదటి అక్షరం నుంచి చివరి అక్షరం వరకు మౌస్‌తో లాగండి, లేదా మొదటి అక్షరం మీద, తర్వాత చివరి అక్షరం మీద క్లిక్ చేయండి. పదాలు అడ్డంగా లేదా నిలువుగా ఉంటాయి; పెద్ద గడిలో ఏటవాలుగా, వెనక నుంచి ముందుకు కూడా ఉంటాయి.',
  'games.wordSearch.help.keys':
    'కీబోర్డుతో అయితే, బాణం కీలతో కదిలి, మొదటి అక్షరం మీద, తర్వాత చివరి అక్షరం మీద Enter నొక్కండి.',
  'games.wordSearch.grid': 'అక్షరాల గడి',
  'games.wordSearch.cell': '{letter}, వరుస {row}, నిలువు వరుస {column}',
  'games.wordSearch.cellFound':
    '{letter}, వరుస {row}, నిలువు వరుస {column}, మీరు కనుక్కున్న పదంలో ఉంది',
  'games.wordSearch.cellChosen':
    '{letter}, వరుస {row}, నిలువు వరుస {column}, మొదటి అక్షరంగా ఎంచుకున్నారు',
  'games.wordSearch.words': 'కనుక్కోవలసిన పదాలు',
  'games.wordSearch.wordFound': '{word}, దొరికింది',
  'games.wordSearch.meanings': 'మీరు కనుక్కున్న పదాలు',
  'games.wordSearch.noneYet': 'ఒక పదం కనుక్కుంటే దాని అర్థం ఇక్కడ కనిపిస్తుంది.',
  'games.wordSearch.kind.festival': 'పండుగ',
  'games.wordSearch.kind.sage': 'ఋషి',
  'games.wordSearch.kind.telugu': 'తెలుగు పదం',
  'games.wordSearch.kind.food': 'వంటకం',
  'games.wordSearch.kind.value': 'మంచి విలువ',
  'games.wordSearch.set': 'ఈ పజిల్: {name}',
  'games.wordSearch.set.festivals': 'పండుగలు, వంటకాలు',
  'games.wordSearch.set.sages': 'మహర్షులు',
  'games.wordSearch.set.telugu': 'తెలుగు పదాలు, విలువలు',
  'games.wordSearch.meaning.festival': '{festival}: {meaning}',
  'games.wordSearch.meaning.telugu': '{script} అంటే “{meaning}”',
  'games.wordSearch.anchored':
    'మొదటి అక్షరం {letter} ఎంచుకున్నారు, వరుస {row}, నిలువు వరుస {column}. ఇప్పుడు చివరి అక్షరాన్ని ఎంచుకోండి.',
  'games.wordSearch.cleared': 'ఏదీ ఎంచుకోలేదు.',
  'games.wordSearch.foundWord':
    'మీరు {word} కనుక్కున్నారు! {total} పదాలలో {found} దొరికాయి.',
  'games.wordSearch.again': '{word} మీకు ఇంతకు ముందే దొరికింది.',
  'games.wordSearch.miss': 'అక్కడ దాగిన పదం లేదు. మళ్ళీ ప్రయత్నించండి!',
  'games.wordSearch.complete': 'అన్ని పదాలనూ కనుక్కున్నారు!',
  'games.wordSearch.result': 'మొత్తం {total} వారసత్వ పదాలు దొరికాయి.',
} as const satisfies Record<keyof typeof englishMessages, string>
