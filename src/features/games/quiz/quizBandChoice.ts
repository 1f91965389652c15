import { QUESTION_BANDS, type QuestionBand } from '@/data/questionBankTypes'
import { browserStorage, createStoredChoice } from '@/lib/storage/storedValue'

/**
 * The quiz band a guest (or a child whose profile has no age band) chose on
 * the quiz's start screen, remembered on this device (localStorage). Only
 * the exact band ids count; anything else is set aside and reads as 8–11.
 */
export const QUIZ_BAND_KEY = 'vasavi-kids:quiz-band'
export const DEFAULT_CHOSEN_BAND: QuestionBand = '8-11'

export const quizBandChoice = createStoredChoice({
  key: QUIZ_BAND_KEY,
  values: QUESTION_BANDS,
  fallback: DEFAULT_CHOSEN_BAND,
  getStorage: () => browserStorage('localStorage'),
})
