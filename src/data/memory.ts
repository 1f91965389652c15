/**
 * The eight cultural symbols of the Memory Challenge (spec section 3). Each
 * card shows a picture drawn for the game with its name underneath, and the
 * name is the text alternative; `description` tells a child what the symbol
 * is.
 */

/** The pictures drawn for the cards (src/features/games/faces). */
export const MEMORY_PICTURES = [
  'temple',
  'diya',
  'kite',
  'coconut',
  'flower',
  'mala',
  'dance',
  'jaggery',
] as const
export type MemoryPicture = (typeof MEMORY_PICTURES)[number]

export type MemorySymbol = {
  /** The name that makes two cards a pair, read aloud and shown on the card. */
  name: string
  /** Which drawing the card face shows (decorative: the name is its alternative). */
  picture: MemoryPicture
  description: string
}

export const memorySymbols = [
  {
    name: 'Temple',
    picture: 'temple',
    description: 'A temple, like the Vasavi temple at Penugonda.',
  },
  {
    name: 'Diya',
    picture: 'diya',
    description: 'A small oil lamp lit for festivals and prayers.',
  },
  {
    name: 'Kite',
    picture: 'kite',
    description: 'Children fly kites at Sankranti time.',
  },
  {
    name: 'Coconut',
    picture: 'coconut',
    description: 'A coconut, offered at temples and used in cooking.',
  },
  {
    name: 'Flower',
    picture: 'flower',
    description: 'Flowers decorate homes and temples on festival days.',
  },
  {
    name: 'Mala',
    picture: 'mala',
    description: 'A mala is a garland or a string of beads.',
  },
  {
    name: 'Cultural Dance',
    picture: 'dance',
    description: 'Dance is part of our festivals and celebrations.',
  },
  {
    name: 'Jaggery',
    picture: 'jaggery',
    description: 'Jaggery is the sweet used in bobbatlu and Sankranti treats.',
  },
] as const satisfies readonly MemorySymbol[]
