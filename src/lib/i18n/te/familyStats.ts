import type { familyStatsMessages as englishMessages } from '../en/familyStats'

/**
 * The Telugu twin of `en/familyStats.ts`: a child's summary in the grown-ups'
 * area. Dates and numbers follow the Telugu locale.
 */
export const familyStatsMessages = {
  'familyStats.locale': 'te-IN',
  'familyStats.totalPoints': 'మొత్తం పాయింట్లు',
  'familyStats.bestQuiz': 'ఉత్తమ క్విజ్ స్కోరు',
  'familyStats.bestQuizValue': '{total}‌లో {score}',
  'familyStats.bestMemory': 'ఉత్తమ జ్ఞాపకశక్తి ఆట',
  'familyStats.moves.one': '{count} ప్రయత్నం',
  'familyStats.moves.other': '{count} ప్రయత్నాలు',
  'familyStats.lastPlayed': 'చివరిగా ఆడిన రోజు',
  'familyStats.notYet': 'ఇంకా లేదు',
  'familyStats.roundsHeading': 'ఆడిన రౌండ్లు',
  'familyStats.rounds.one': '{count} రౌండ్',
  'familyStats.rounds.other': '{count} రౌండ్లు',
  'familyStats.badgesHeading': 'బ్యాడ్జీలు',
  'familyStats.noBadges': 'ఇంకా బ్యాడ్జీలు లేవు.',
  'familyStats.badgeEarned': '{date}‌న గెలిచారు',
  'familyStats.badge.heritage_explorer': 'వారసత్వ అన్వేషి',
  'familyStats.badge.cultural_scholar': 'సంస్కృతి జ్ఞాని',
  'familyStats.badge.heritage_master': 'వారసత్వ గురువు',
  'familyStats.activityHeading.one': 'గత {count} వారం',
  'familyStats.activityHeading.other': 'గత {count} వారాలు',
  'familyStats.chart.summary.one':
    'గత {count} వారంలో ఆడిన రౌండ్లు: మొత్తం {total}, ఎక్కువగా {week} వారంలో ({busiest}).',
  'familyStats.chart.summary.other':
    'గత {count} వారాల్లో ప్రతి వారం ఆడిన రౌండ్లు: మొత్తం {total}, ఎక్కువగా {week} వారంలో ({busiest}).',
  'familyStats.chart.summaryNone.one': 'గత {count} వారంలో ఏ రౌండ్ ఆడలేదు.',
  'familyStats.chart.summaryNone.other': 'గత {count} వారాల్లో ఏ రౌండ్ ఆడలేదు.',
  'familyStats.chart.caption.one':
    'గత {count} వారంలో రౌండ్లు, పాయింట్లు (వారం సోమవారం మొదలవుతుంది)',
  'familyStats.chart.caption.other':
    'గత {count} వారాల్లో ప్రతి వారం రౌండ్లు, పాయింట్లు (వారం సోమవారం మొదలవుతుంది)',
  'familyStats.chart.week': 'వారం',
  'familyStats.chart.rounds': 'రౌండ్లు',
  'familyStats.chart.points': 'పాయింట్లు',
} as const satisfies Record<keyof typeof englishMessages, string>
