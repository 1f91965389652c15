/**
 * The Telugu twin of src/data/memory.ts: the same eight symbols and pictures,
 * in the same order, with Telugu names (the name makes two cards a pair and
 * is read aloud) and descriptions.
 */

import type { MemorySymbol } from '../memory'

export type { MemorySymbol }

export const memorySymbols = [
  {
    name: 'ఆలయం',
    symbol: '🛕',
    description: 'పెనుగొండలోని వాసవి ఆలయం లాంటి ఒక ఆలయం.',
  },
  {
    name: 'దీపం',
    symbol: '🪔',
    description: 'పండుగలకు, పూజ సమయంలో వెలిగించే చిన్న నూనె దీపం.',
  },
  {
    name: 'గాలిపటం',
    symbol: '🪁',
    description: 'సంక్రాంతి సమయంలో పిల్లలు గాలిపటాలు ఎగరేస్తారు.',
  },
  {
    name: 'కొబ్బరికాయ',
    symbol: '🥥',
    description: 'ఆలయాలలో సమర్పించే, వంటలో వాడే కొబ్బరికాయ.',
  },
  {
    name: 'పువ్వు',
    symbol: '🌼',
    description: 'పండుగ రోజుల్లో పువ్వులు ఇళ్ళను, ఆలయాలను అలంకరిస్తాయి.',
  },
  {
    name: 'మాల',
    symbol: '📿',
    description: 'మాల అంటే పూల దండ లేదా పూసల దండ.',
  },
  {
    name: 'సాంస్కృతిక నృత్యం',
    symbol: '💃',
    description: 'నృత్యం మన పండుగలలో, వేడుకలలో ఒక భాగం.',
  },
  {
    name: 'బెల్లం',
    symbol: '🟫',
    description: 'బెల్లం బొబ్బట్లలో, సంక్రాంతి తీపి వంటకాలలో వాడే తీపి.',
  },
] as const satisfies readonly MemorySymbol[]
