/**
 * The word search's own words (its name, description and length are the
 * game catalogue's, lib/i18n/en/gameCatalogue.ts). The Telugu twin is
 * te/wordSearchMessages.ts; both are read through wordSearchText.ts.
 */
export const wordSearchMessages = {
  'games.wordSearch.level.choice': '{band}: {size} × {size}',
  'games.wordSearch.found': 'Found: {found}/{total}',
  'games.wordSearch.help.tap':
    'Slide your finger across a word from its first letter to its last, or tap its first letter and then its last. Words run across or down; in the bigger grid also on a slant and backwards.',
  'games.wordSearch.help.click':
    'Drag across a word from its first letter to its last, or click its first letter and then its last. Words run across or down; in the bigger grid also on a slant and backwards.',
  'games.wordSearch.help.keys':
    'With a keyboard, move with the arrow keys and press Enter on the first letter and then on the last.',
  'games.wordSearch.grid': 'Letter grid',
  'games.wordSearch.cell': '{letter}, row {row}, column {column}',
  'games.wordSearch.cellFound':
    '{letter}, row {row}, column {column}, in a word you found',
  'games.wordSearch.cellChosen':
    '{letter}, row {row}, column {column}, first letter chosen',
  'games.wordSearch.words': 'Words to find',
  'games.wordSearch.wordFound': '{word}, found',
  'games.wordSearch.meanings': 'Words you found',
  'games.wordSearch.noneYet': 'Find a word to see what it means.',
  'games.wordSearch.kind.festival': 'Festival',
  'games.wordSearch.kind.sage': 'Sage',
  'games.wordSearch.kind.telugu': 'Telugu word',
  'games.wordSearch.kind.food': 'Food',
  'games.wordSearch.kind.value': 'Value',
  'games.wordSearch.set': 'This puzzle: {name}',
  'games.wordSearch.set.festivals': 'Festivals and foods',
  'games.wordSearch.set.sages': 'Great sages',
  'games.wordSearch.set.telugu': 'Telugu words and values',
  'games.wordSearch.meaning.festival': '{festival}: {meaning}',
  'games.wordSearch.meaning.telugu': '{script} means “{meaning}”',
  'games.wordSearch.anchored':
    'First letter {letter} chosen, row {row}, column {column}. Now choose the last letter.',
  'games.wordSearch.cleared': 'Nothing chosen.',
  'games.wordSearch.foundWord': 'You found {word}! {found} of {total} words.',
  'games.wordSearch.again': 'You have already found {word}.',
  'games.wordSearch.miss': 'No hidden word there. Try again!',
  'games.wordSearch.complete': 'You found every word!',
  'games.wordSearch.result': 'All {total} heritage words found.',
} as const
