import { describe, expect, it } from 'vitest'

import { t } from './t'

describe('t', () => {
  it('returns the English string for a key', () => {
    expect(t('nav.heroes')).toBe('Our Heroes')
  })

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('common.lastUpdated', { date: 'September 1, 2025' })).toBe(
      'Last Updated: September 1, 2025',
    )
    expect(t('common.lastUpdated', { other: 'x' })).toBe('Last Updated: {date}')
  })
})
