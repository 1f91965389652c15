import type { learningMessages as englishMessages } from '../en/learning'

/**
 * The Telugu twin of `en/learning.ts`: "Learn more" in the quiz and "What
 * was learnt" in the grown-ups' area.
 */
export const learningMessages = {
  'learning.locale': 'te-IN',
  'learning.more.save': 'రౌండ్ తర్వాత ఇంకా తెలుసుకోండి:',
  'learning.more.saved': 'మీ “చదవాల్సినవి” జాబితాలో ఉంచాం. మీ స్కోరు కింద, ఆటల పేజీలో కనిపిస్తుంది.',
  'learning.more.heading': 'ఇంకా తెలుసుకోండి',
  'learning.more.intro': 'ఈ ప్రశ్నలు వచ్చిన పేజీలు. మీరు ఉంచినవి ముందు ఉన్నాయి.',
  'learning.more.savedMark': 'ఉంచినది',
  'learning.more.place': '{page}: {section}',
  'learning.more.forGrownUps': '{place} (పెద్దల కోసం)',
  'learning.toRead.heading': 'చదవాల్సినవి',
  'learning.toRead.intro':
    'క్విజ్‌లో “ఇంకా తెలుసుకోండి” నొక్కి మీరు ఉంచిన పేజీలు. ఒక పేజీ తెరిచాక దానికి టిక్ పడుతుంది.',
  'learning.toRead.read': 'చదివారు',
  'learning.toRead.remove': 'తీసేయండి',
  'learning.toRead.removeNamed': '“చదవాల్సినవి” నుంచి {place} తీసేయండి',
  'learning.report.heading': 'ఏమి నేర్చుకున్నారు',
  'learning.report.intro':
    'గత 8 వారాల్లో ప్రతి బిడ్డ ఆడిన క్విజ్ అంశాలు, కలిసి మాట్లాడుకోవలసిన ప్రశ్నలు.',
  'learning.report.childHeading': '{name}: గత 8 వారాల్లో ఏమి నేర్చుకున్నారు',
  'learning.report.topic': 'అంశం',
  'learning.report.right': 'సరైన జవాబులు',
  'learning.report.rightValue': '{percent} ({answered}‌లో {right})',
  'learning.report.rightCount': '{answered}‌లో {right}',
  'learning.report.learnt': 'నేర్చుకున్నవి',
  'learning.report.learntValue': '{seen} ప్రశ్నల్లో {learnt}',
  'learning.report.learntHow':
    'ఒక ప్రశ్నకు సరైన జవాబు చెప్పి, ఆ తర్వాత తప్పకపోతే, లేదా తప్పిన తర్వాత రెండుసార్లు సరైన జవాబు చెబితే, దాన్ని నేర్చుకున్నట్టు లెక్కిస్తాం. అప్పటివరకు తప్పిన ప్రశ్న తర్వాతి రౌండ్లలో మళ్ళీ వస్తుంది, ఒక రౌండ్‌లో మూడు వరకు.',
  'learning.report.missedHeading': 'ఎక్కువసార్లు తప్పిన ప్రశ్నలు',
  'learning.report.missedHow':
    'గత 8 వారాల్లో ఎక్కువసార్లు తప్పిన ప్రశ్నలు, మూడు వరకు; రెండు ప్రశ్నలు సమానంగా తప్పితే, ఇటీవల తప్పినది ముందు.',
  'learning.report.missed.one': '{count} సారి తప్పింది',
  'learning.report.missed.other': '{count} సార్లు తప్పింది',
  'learning.report.rightAnswer': 'సరైన జవాబు: {answer}',
  'learning.report.noneMissed': 'ఏ ప్రశ్నా మిగతావాటి కంటే ఎక్కువసార్లు తప్పలేదు. శభాష్!',
  'learning.report.empty':
    'గత 8 వారాల్లో ఇంకా క్విజ్ రౌండ్లు లేవు. {name} క్విజ్ ఆడినప్పుడు, అంశాలు ఇక్కడ కనిపిస్తాయి.',
  'learning.report.loading': 'మీ పిల్లలు నేర్చుకున్నది చూపిస్తున్నాం…',
  'learning.report.error': 'మీ పిల్లలు నేర్చుకున్నది ఇప్పుడు చూపించలేకపోయాం.',
  'learning.report.retry': 'మళ్ళీ ప్రయత్నించండి',
} as const satisfies Record<keyof typeof englishMessages, string>
