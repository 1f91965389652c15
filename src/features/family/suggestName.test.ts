import { describe, expect, it } from 'vitest'

import { FUN_NAME_WORDS } from '@/data/funNames'
import { usernameProblem } from '@/lib/backend'

import { suggestName } from './suggestName'

describe('suggestName', () => {
  it('joins a describing word, a thing and two digits', () => {
    expect(suggestName(() => 0)).toBe('HappyPeacock10')
    expect(suggestName(() => 0.999)).toBe('LuckyRiver99')
  })

  it('every pairing is a valid username', () => {
    for (const describing of FUN_NAME_WORDS.describing) {
      for (const thing of FUN_NAME_WORDS.things) {
        expect(usernameProblem(`${describing}${thing}99`)).toBeNull()
      }
    }
  })
})
