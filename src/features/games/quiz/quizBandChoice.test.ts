import { beforeEach, describe, expect, it } from 'vitest'

import { QUIZ_BAND_KEY, quizBandChoice } from './quizBandChoice'

describe('quizBandChoice', () => {
  beforeEach(() => {
    // The choice also lasts the visit in memory: back to nothing chosen.
    quizBandChoice.write('8-11')
    window.localStorage.clear()
  })

  it('sets aside a value that is no band', () => {
    window.localStorage.setItem(QUIZ_BAND_KEY, '8-10')
    expect(quizBandChoice.read()).toBe('8-11')
    expect(window.localStorage.getItem(QUIZ_BAND_KEY)).toBeNull()
  })

  it('reads 8–11 until a band is chosen, then the band chosen', () => {
    expect(quizBandChoice.read()).toBe('8-11')
    quizBandChoice.write('12-15')
    expect(window.localStorage.getItem(QUIZ_BAND_KEY)).toBe('12-15')
    expect(quizBandChoice.read()).toBe('12-15')
  })
})
