/**
 * The names of the site's one age scheme (decision 068): the same words in
 * the profiles, the quiz, the word search, the jigsaw and the colouring
 * pages. Keys start with `ageBand.`.
 */
export const ageBandMessages = {
  'ageBand.label': 'Your age',
  'ageBand.5-7': '5 to 7',
  'ageBand.8-10': '8 to 10',
  'ageBand.11-15': '11 to 15',
  'ageBand.otherThanOwn':
    'Your own age group is {band}. Playing another one is fine too.',
} as const
