/**
 * The eight cultural symbols of the Memory Challenge (spec section 3). Each
 * card shows an emoji with its name as the text alternative; `description`
 * tells a child what the symbol is.
 */

export type MemorySymbol = {
  /** The name that makes two cards a pair, read aloud and shown on the card. */
  name: string
  /** A picture for the card face (decorative: the name is its alternative). */
  symbol: string
  description: string
}

export const memorySymbols = [
  {
    name: 'Temple',
    symbol: '🛕',
    description: 'A temple, like the Vasavi temple at Penugonda.',
  },
  {
    name: 'Diya',
    symbol: '🪔',
    description: 'A small oil lamp lit for festivals and prayers.',
  },
  {
    name: 'Kite',
    symbol: '🪁',
    description: 'Children fly kites at Sankranti time.',
  },
  {
    name: 'Coconut',
    symbol: '🥥',
    description: 'A coconut, offered at temples and used in cooking.',
  },
  {
    name: 'Flower',
    symbol: '🌼',
    description: 'Flowers decorate homes and temples on festival days.',
  },
  {
    name: 'Mala',
    symbol: '📿',
    description: 'A mala is a garland or a string of beads.',
  },
  {
    name: 'Cultural Dance',
    symbol: '💃',
    description: 'Dance is part of our festivals and celebrations.',
  },
  {
    name: 'Jaggery',
    symbol: '🟫',
    description: 'Jaggery is the sweet used in bobbatlu and Sankranti treats.',
  },
] as const satisfies readonly MemorySymbol[]
