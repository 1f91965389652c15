import { browserStorage, createStoredChoice } from '@/lib/storage/storedValue'

import { AGE_BANDS, type AgeBand, DEFAULT_AGE_BAND } from './ageBands'

/**
 * The age band a guest (or a child whose profile has none) chose in a game,
 * remembered on this device for every game (localStorage). The key keeps the
 * name it had when only the quiz asked; the quiz's older band ids, 8-11 and
 * 12-15, read as the bands that replaced them (decision 068).
 */
export const AGE_BAND_KEY = 'vasavi-kids:quiz-band'

const OLDER_IDS: Readonly<Record<string, AgeBand>> = {
  '8-11': '8-10',
  '12-15': '11-15',
}

export const ageBandChoice = createStoredChoice({
  key: AGE_BAND_KEY,
  values: AGE_BANDS,
  fallback: DEFAULT_AGE_BAND,
  getStorage: () => browserStorage('localStorage'),
  older: OLDER_IDS,
})
