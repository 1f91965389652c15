import { describe, expect, it } from 'vitest'

import { copyrightYears, isCurrentNavItem, NAV_ITEMS } from './navItems'

describe('NAV_ITEMS', () => {
  it('has the six items of the spec in order', () => {
    expect(NAV_ITEMS.map((item) => item.href)).toEqual([
      '/#history',
      '/#culture',
      '/#heroes',
      '/#festivals',
      '/gotras',
      '/#games',
    ])
  })
})

describe('isCurrentNavItem', () => {
  it.each([
    ['/gotras', { pathname: '/gotras', hash: '' }, true],
    ['/gotras', { pathname: '/', hash: '' }, false],
    ['/#heroes', { pathname: '/', hash: '#heroes' }, true],
    ['/#heroes', { pathname: '/', hash: '#history' }, false],
    ['/#heroes', { pathname: '/gotras', hash: '#heroes' }, false],
  ])('%s at %o is %s', (href, location, expected) => {
    expect(isCurrentNavItem(href, location)).toBe(expected)
  })
})

describe('copyrightYears', () => {
  it('shows one year in the first year and a range afterwards', () => {
    expect(copyrightYears(2025, 2025)).toBe('2025')
    expect(copyrightYears(2025, 2026)).toBe('2025–2026')
  })

  it('shows the first year while the current year is unknown', () => {
    expect(copyrightYears(2025, null)).toBe('2025')
  })
})
