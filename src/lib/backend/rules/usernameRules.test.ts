import { describe, expect, it } from 'vitest'

import {
  availableUsername,
  usernameForm,
  usernameProblem,
} from './usernameRules'

describe('usernameProblem', () => {
  it.each([
    ['ab', 'too_short'],
    ['abc', null],
    ['a'.repeat(20), null],
    ['a'.repeat(21), 'too_long'],
    [' abc', 'untrimmed'],
    ['me@example.org', 'email'],
    ['call 98765 43210', 'phone'],
    ['987-654-3', 'phone'],
    ['Player123456', null],
    ['Player1234567', 'phone'],
    // Decision 051: hidden characters, full-width and Telugu digits.
    ['Brave\u200bTiger', 'hidden'],
    ['Tiger\u202eBrave', 'hidden'],
    ['Brave\u200cTiger', 'hidden'],
    ['పులి\u200bరాజు', 'hidden'],
    ['పాప్\u200cకార్న్ పులి', null],
    ['Kid ９８７６５４３２１０', 'phone'],
    ['Kid ౯౮౭౬౫౪౩౨', 'phone'],
    ['Brave\u0085Tiger', 'control'],
    ['ＳｕｎｎｙＰｅａｃｏｃｋ', null],
  ])('%j → %s', (name, problem) => {
    expect(usernameProblem(name)).toBe(problem)
  })
})

describe('availableUsername', () => {
  it('adds the first free suffix, within 20 characters', () => {
    const taken = new Set(['kite', 'kite2', 'twentycharactersnam'])
    const isTaken = (name: string) => taken.has(name.toLowerCase())
    expect(availableUsername('Lotus', isTaken)).toBe('Lotus')
    expect(availableUsername('Kite', isTaken)).toBe('Kite3')
    expect(availableUsername('TwentyCharactersName', () => false)).toBe(
      'TwentyCharactersName',
    )
    expect(
      availableUsername(
        'TwentyCharactersName',
        (n) => n === 'TwentyCharactersName',
      ),
    ).toBe('TwentyCharactersNam2')
    expect(availableUsername('kid123456', (n) => n === 'kid123456')).toBe(
      'kid123456_2',
    )
    expect(availableUsername('', () => false)).toBe('Player2')
  })
})

describe('usernameForm', () => {
  it('is NFKC: full-width letters and digits become plain ones', () => {
    expect(usernameForm('ＳｕｎｎｙＰｅａｃｏｃｋ')).toBe('SunnyPeacock')
    expect(usernameForm('Kid ９')).toBe('Kid 9')
    expect(usernameForm('పాప్\u200cకార్న్')).toBe('పాప్\u200cకార్న్')
  })
})
