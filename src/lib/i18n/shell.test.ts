import { describe, expect, it } from 'vitest'

import { shellText } from './shell'

describe('shellText', () => {
  it('returns the English string for a key', () => {
    expect(shellText('nav.heroes')).toBe('Our Heroes')
  })

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(shellText('common.lastUpdated', { date: 'September 1, 2025' })).toBe(
      'Last Updated: September 1, 2025',
    )
    expect(shellText('common.lastUpdated', { other: 'x' })).toBe(
      'Last Updated: {date}',
    )
  })
})
