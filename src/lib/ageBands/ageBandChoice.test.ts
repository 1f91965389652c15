import { beforeEach, describe, expect, it } from 'vitest'

import { AGE_BAND_KEY, ageBandChoice } from './ageBandChoice'

describe('ageBandChoice', () => {
  beforeEach(() => {
    // The choice also lasts the visit in memory: back to nothing chosen.
    ageBandChoice.write('8-10')
    window.localStorage.clear()
  })

  it('sets aside a value that is no band', () => {
    window.localStorage.setItem(AGE_BAND_KEY, '9-12')
    expect(ageBandChoice.read()).toBe('8-10')
    expect(window.localStorage.getItem(AGE_BAND_KEY)).toBeNull()
  })

  it('reads 8–10 until a band is chosen, then the band chosen', () => {
    expect(ageBandChoice.read()).toBe('8-10')
    ageBandChoice.write('11-15')
    expect(window.localStorage.getItem(AGE_BAND_KEY)).toBe('11-15')
    expect(ageBandChoice.read()).toBe('11-15')
  })

  it.each([
    ['8-11', '8-10'],
    ['12-15', '11-15'],
  ] as const)(
    'reads the quiz’s older band %s as %s and rewrites it',
    (older, band) => {
      window.localStorage.setItem(AGE_BAND_KEY, older)
      expect(ageBandChoice.read()).toBe(band)
      expect(window.localStorage.getItem(AGE_BAND_KEY)).toBe(band)
    },
  )
})
