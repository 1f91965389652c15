/** "Learn more" in the quiz and "What was learnt" in the grown-ups' area. */
export const learningMessages = {
  'learning.locale': 'en-IN',
  'learning.more.save': 'Learn more after the round:',
  'learning.more.saved':
    'Saved in your To read list, under your score and on the games page.',
  'learning.more.heading': 'Learn more',
  'learning.more.intro':
    'The pages these questions came from. The ones you saved come first.',
  'learning.more.savedMark': 'saved',
  'learning.more.place': '{page}: {section}',
  'learning.more.forGrownUps': '{place} (for grown-ups)',
  'learning.toRead.heading': 'To read',
  'learning.toRead.intro':
    'Pages you kept with “Learn more” in the quiz. Each one is ticked off once you open it.',
  'learning.toRead.read': 'read',
  'learning.toRead.remove': 'Remove',
  'learning.toRead.removeNamed': 'Remove {place} from To read',
  'learning.report.heading': 'What was learnt',
  'learning.report.intro':
    'The quiz topics each child played in the last 8 weeks, and the questions to talk about together.',
  'learning.report.childHeading': '{name}: what was learnt in the last 8 weeks',
  'learning.report.topic': 'Topic',
  'learning.report.right': 'Answered right',
  'learning.report.rightValue': '{percent} ({right} of {answered})',
  'learning.report.rightCount': '{right} of {answered}',
  'learning.report.learnt': 'Learnt',
  'learning.report.learntValue': '{learnt} of {seen} questions',
  'learning.report.learntHow':
    'A question counts as learnt when it was answered right and not missed since, or, once missed, answered right twice since. A missed question comes back in later rounds, up to three in a round, until then.',
  'learning.report.missedHeading': 'Most often missed',
  'learning.report.missedHow':
    'The questions missed the most times in the last 8 weeks, up to three; of two missed as often, the one missed more lately comes first.',
  'learning.report.missed.one': 'Missed {count} time',
  'learning.report.missed.other': 'Missed {count} times',
  'learning.report.rightAnswer': 'Right answer: {answer}',
  'learning.report.noneMissed':
    'No question was missed more than the others. Well done!',
  'learning.report.empty':
    'No quiz rounds yet in the last 8 weeks. When {name} plays the quiz, the topics will show here.',
  'learning.report.loading': 'Loading what your children learnt…',
  'learning.report.error':
    'We could not load what your children learnt just now.',
  'learning.report.retry': 'Try again',
} as const
