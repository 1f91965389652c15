/**
 * Telugu names of the site's one age scheme: every key of en/ageBands.ts,
 * with the same `{placeholders}`.
 */

import type { ageBandMessages as englishMessages } from '../en/ageBands'

export const ageBandMessages = {
  'ageBand.label': 'మీ వయసు',
  'ageBand.5-7': '5 నుంచి 7',
  'ageBand.8-10': '8 నుంచి 10',
  'ageBand.11-15': '11 నుంచి 15',
  'ageBand.otherThanOwn': 'మీ వయసు వర్గం {band}. వేరే వర్గం ప్రశ్నలు ఆడినా సరే.',
} as const satisfies Record<keyof typeof englishMessages, string>
