import { describe, expect, it } from 'vitest'

import { fill } from './createTranslator'
import { t } from './games'

describe('fill', () => {
  it.each([
    ['Ela unnaru?', 'The right answer is: Ela unnaru?'],
    ['Bagunnanu.', 'The right answer is: Bagunnanu.'],
    ['Chala saradaga undi!', 'The right answer is: Chala saradaga undi!'],
    ['Amma', 'The right answer is: Amma.'],
    ['3.5', 'The right answer is: 3.5.'],
  ])('ends "%s" with one mark', (answer, sentence) => {
    expect(fill('The right answer is: {answer}.', { answer })).toBe(sentence)
  })

  it('keeps a value’s own mark where the template has none after it', () => {
    expect(fill('{a} and {b}', { a: 'Hello.', b: 'bye?' })).toBe(
      'Hello. and bye?',
    )
    expect(fill('{a}.{b}.', { a: 'x', b: 'y!' })).toBe('x.y!')
  })

  it('ends a Telugu sentence with one mark', () => {
    expect(fill('అది కాదు. సరైన జవాబు: {answer}.', { answer: 'ఎలా ఉన్నారు?' })).toBe(
      'అది కాదు. సరైన జవాబు: ఎలా ఉన్నారు?',
    )
    expect(fill('అది కాదు. సరైన జవాబు: {answer}.', { answer: 'బాగున్నాను.' })).toBe(
      'అది కాదు. సరైన జవాబు: బాగున్నాను.',
    )
  })

  it('is how the quiz says the right answer', () => {
    expect(t('games.quiz.wrong', { answer: 'Ela unnaru?' })).toBe(
      'Not quite. The right answer is: Ela unnaru?',
    )
  })
})
