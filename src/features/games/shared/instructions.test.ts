import { describe, expect, it } from 'vitest'

import { chooseInstructions } from './instructions'

describe('chooseInstructions', () => {
  it.each([
    // coarse pointer, no hover, keyboard used → pointer word, keys
    ['a tablet', true, true, false, 'tap', 'none'],
    ['a phone that reports hover', true, false, false, 'tap', 'none'],
    [
      'a touch screen that reports a fine pointer',
      false,
      true,
      false,
      'tap',
      'none',
    ],
    ['a tablet with a keyboard in use', true, true, true, 'tap', 'shown'],
    [
      'a computer with a mouse',
      false,
      false,
      false,
      'click',
      'screenReaderOnly',
    ],
    ['a computer used by keyboard', false, false, true, 'click', 'shown'],
  ] as const)(
    'on %s: %s, keys %s',
    (_device, coarsePointer, noHover, keyboardUsed, pointer, keys) => {
      expect(
        chooseInstructions({ coarsePointer, noHover, keyboardUsed }),
      ).toEqual({ pointer, keys })
    },
  )
})
