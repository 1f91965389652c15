import type { GameType } from '@/lib/games/gameRules'

/**
 * The name, description, length and players of each game: the one source the
 * games menu (/games) and the home page's Fun Zone both read, so the two
 * always name a game the same way. Each length is what a child of about
 * eight takes to play a round (docs/decisions, "game lengths"). Each game of
 * lib/games/gameRules.ts has its three, under its id.
 */
export const gameCatalogueMessages = {
  'games.quiz.title': 'Cultural Quiz Challenge',
  'games.quiz.description':
    'Answer 12 questions about our history, festivals, heroes, gotras and traditions.',
  'games.quiz.time': '7 minutes',
  'games.festival_match.title': 'Festival Matching',
  'games.festival_match.description':
    'Match each festival with what makes it special, and festival foods with what they are.',
  'games.festival_match.time': '2 minutes',
  'games.hero_match.title': 'Hero Matching',
  'games.hero_match.description':
    'Match our heroes and great sages with what they did.',
  'games.hero_match.time': '1–2 minutes',
  'games.memory.title': 'Memory Challenge',
  'games.memory.description':
    'Turn over the cards and find the 8 pairs of cultural symbols.',
  'games.memory.time': '2 minutes',
  'games.story.title': 'Hero Story Builder',
  'games.story.description':
    'Build your own hero story in 3 chapters by choosing what happens.',
  'games.story.time': '3 minutes',
  'games.jigsaw.title': 'Jigsaw Puzzle',
  'games.jigsaw.description':
    'Put a coloring page back together, piece by piece: 9, 16 or 25 pieces.',
  'games.jigsaw.time': '1–3 minutes',
  'games.word_search.title': 'Word Search',
  'games.word_search.description':
    'Find festivals, foods, sages and Telugu words hidden in a grid of letters.',
  'games.word_search.time': '3–4 minutes',
  'games.menu.time': 'About {time}',
  'games.menu.players': '1 player',
} as const satisfies Record<
  | `games.${GameType}.${'title' | 'description' | 'time'}`
  | 'games.menu.time'
  | 'games.menu.players',
  string
>
