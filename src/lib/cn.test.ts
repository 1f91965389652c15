import { describe, expect, it, vi } from 'vitest'

import { takeCnConflicts } from '@/test/cnGuard'

import type * as cnModule from './cn'
import { cn } from './cn'

describe('cn', () => {
  it('joins class names and drops falsy values', () => {
    expect(
      cn('p-2', false, null, undefined, ['mt-4', { 'text-lg': true }]),
    ).toBe('p-2 mt-4 text-lg')
  })

  it('keeps classes of different properties and variants', () => {
    expect(
      cn('p-4 sm:p-6', 'text-lg text-maroon-700', 'hover:bg-maroon-50'),
    ).toBe('p-4 sm:p-6 text-lg text-maroon-700 hover:bg-maroon-50')
  })

  it('fails a test that passes two classes for one property', () => {
    expect(() => cn('p-2', 'p-4')).toThrow(
      'conflicting classes in "p-2 p-4": p-2 would lose',
    )
    expect(() => cn('p-2', 'px-4 text-lg text-sm')).toThrow(
      /: text-lg would lose/,
    )
    expect(() => cn('min-h-0 min-h-touch')).toThrow(/: min-h-0 would lose/)
    expect(() => cn('mt-2', 'mt-2')).toThrow(/: mt-2 would lose/)
    // Also reported after the test, for a throw that React swallowed.
    expect(takeCnConflicts()).toHaveLength(4)
  })

  it('does not merge in the app: later classes do not replace earlier ones', async () => {
    const actual = await vi.importActual<typeof cnModule>('./cn')
    expect(actual.cn('p-2', 'p-4')).toBe('p-2 p-4')
  })
})
