/**
 * UI strings of a child's summary in the grown-ups' area (/family): the
 * summary card and the activity chart; keys start with `familyStats.`.
 * Counted words come in `.one` and `.other` forms (Intl.PluralRules of the
 * dictionary's locale picks one). A Telugu dictionary of the same keys can
 * follow, with its own locale for dates and numbers.
 */
export const familyStatsMessages = {
  /** Dates and numbers are written in this locale's way ("17 Nov 2025"). */
  'familyStats.locale': 'en-IN',
  'familyStats.totalPoints': 'Total points',
  'familyStats.bestQuiz': 'Best quiz score',
  'familyStats.bestQuizValue': '{score} of {total}',
  'familyStats.bestMemory': 'Best memory game',
  'familyStats.moves.one': '{count} move',
  'familyStats.moves.other': '{count} moves',
  'familyStats.lastPlayed': 'Last played',
  'familyStats.notYet': 'Not yet',
  'familyStats.roundsHeading': 'Rounds played',
  'familyStats.rounds.one': '{count} round',
  'familyStats.rounds.other': '{count} rounds',
  'familyStats.badgesHeading': 'Badges',
  'familyStats.noBadges': 'No badges yet.',
  'familyStats.badgeEarned': 'earned {date}',
  'familyStats.badge.heritage_explorer': 'Heritage Explorer',
  'familyStats.badge.cultural_scholar': 'Cultural Scholar',
  'familyStats.badge.heritage_master': 'Heritage Master',
  'familyStats.activityHeading.one': 'The last {count} week',
  'familyStats.activityHeading.other': 'The last {count} weeks',
  'familyStats.chart.summary.one':
    'Rounds played each week over the last {count} week: {total} in all, the most in the week of {week} ({busiest}).',
  'familyStats.chart.summary.other':
    'Rounds played each week over the last {count} weeks: {total} in all, the most in the week of {week} ({busiest}).',
  'familyStats.chart.summaryNone.one':
    'No rounds played in the last {count} week.',
  'familyStats.chart.summaryNone.other':
    'No rounds played in the last {count} weeks.',
  'familyStats.chart.caption.one':
    'Rounds and points each week, the last {count} week (weeks start on Monday)',
  'familyStats.chart.caption.other':
    'Rounds and points each week, the last {count} weeks (weeks start on Monday)',
  'familyStats.chart.week': 'Week of',
  'familyStats.chart.rounds': 'Rounds',
  'familyStats.chart.points': 'Points',
} as const
