import { describe, expect, it } from 'vitest'

import { showTelugu } from '@/test/telugu'

import { createTranslator, fill, fixedTranslator } from './createTranslator'
import { chromeMessages } from './en'
import { ageBandMessages } from './en/ageBands'
import { gamesMessages } from './en/games'
import { gamesText } from './games'
import { chromeMessages as teluguChrome } from './te'
import { ageBandMessages as teluguAgeBands } from './te/ageBands'
import { gamesMessages as teluguGames } from './te/games'

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
    expect(gamesText('games.quiz.wrong', { answer: 'Ela unnaru?' })).toBe(
      'Not quite. The right answer is: Ela unnaru?',
    )
  })
})

describe('createTranslator', () => {
  it('reads every dictionary it names, in English on English pages', () => {
    const text = createTranslator({
      chrome: chromeMessages,
      ageBands: ageBandMessages,
    })
    expect(text('nav.games')).toBe('Games')
    expect(text('ageBand.8-10')).toBe('8 to 10')
  })

  it('merges the Telugu twins from the table on Telugu pages', async () => {
    const text = createTranslator({
      chrome: chromeMessages,
      ageBands: ageBandMessages,
    })
    await showTelugu()
    expect(text('nav.games')).toBe(teluguChrome['nav.games'])
    expect(text('ageBand.8-10')).toBe(teluguAgeBands['ageBand.8-10'])
  })

  it('counts in the page’s language', async () => {
    await showTelugu()
    expect(gamesText.count('games.result.points', 1)).toBe(
      teluguGames['games.result.points.one'].replace('{count}', '1'),
    )
  })

  it('extends a translator with a dictionary and its twin (with)', async () => {
    const own = { 'own.hello': 'Hello {name}' } as const
    const text = gamesText.with(own, () =>
      Promise.resolve({ 'own.hello': 'నమస్కారం {name}' }),
    )
    expect(text('own.hello', { name: 'Sita' })).toBe('Hello Sita')
    expect(text('games.menu.play')).toBe('Play')
    await showTelugu()
    expect(text('own.hello', { name: 'Sita' })).toBe('నమస్కారం Sita')
    expect(text('games.menu.play')).toBe(teluguGames['games.menu.play'])
  })

  it('rejects, by type, a dictionary that is not the named one', () => {
    // @ts-expect-error: the games' words are not the shell's
    const wrong = () => createTranslator({ chrome: gamesMessages })
    const withExtra = { ...chromeMessages, 'x.y': 'x' }
    // @ts-expect-error: an English key the Telugu twin does not have
    const extra = () => createTranslator({ chrome: withExtra })
    // @ts-expect-error: a name with no Telugu twin in the table
    const unknown = () => createTranslator({ elsewhere: chromeMessages })
    expect([wrong, extra, unknown]).toHaveLength(3)
  })
})

describe('fixedTranslator', () => {
  it('reads its one dictionary whatever the page’s edition', async () => {
    const text = fixedTranslator({ 'a.b': 'Hello {name}' })
    await showTelugu()
    expect(text('a.b', { name: 'Ravi' })).toBe('Hello Ravi')
  })
})
