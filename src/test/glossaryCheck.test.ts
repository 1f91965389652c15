import { describe, expect, it } from 'vitest'

import type { GlossaryEntry } from '@/test/te/glossary'

import {
  englishPattern,
  glossaryProblems,
  lastKey,
  pairStrings,
  parseGlossaryTable,
  placeholders,
  structureProblems,
  termsNamedIn,
  translationProblem,
} from './glossaryCheck'

const entries: GlossaryEntry[] = [
  {
    english: 'gotra',
    telugu: 'గోత్రం',
    stem: 'గోత్ర',
    transliteration: 'gotram',
    variantsToAvoid: ['గోత్రము'],
    category: 'Community and gotra',
  },
  {
    english: 'Diwali',
    englishVariants: ['Deepavali'],
    telugu: 'దీపావళి',
    transliteration: 'Deepavali',
    category: 'Festivals and calendar',
  },
  {
    english: 'sage',
    telugu: 'ఋషి',
    transliteration: 'rushi',
    alsoAccept: ['మహర్షి'],
    category: 'Community and gotra',
  },
  {
    english: 'round',
    telugu: 'రౌండ్',
    transliteration: 'raund',
    checked: false,
    category: 'Games',
  },
]

describe('pairStrings', () => {
  it('pairs the strings at the same places of two structures', () => {
    const { pairs, problems } = pairStrings(
      { list: [{ a: 'one', n: 1 }], b: 'two' },
      { list: [{ a: 'ఒకటి', n: 1 }], b: 'రెండు' },
    )
    expect(problems).toEqual([])
    expect(pairs).toEqual([
      { path: 'list[0].a', english: 'one', telugu: 'ఒకటి' },
      { path: 'b', english: 'two', telugu: 'రెండు' },
    ])
  })

  it('reports missing and extra keys, other lengths and changed numbers', () => {
    const { problems } = pairStrings(
      { a: 'x', list: ['1', '2'], correct: 2 },
      { b: 'y', list: ['1'], correct: 3 },
      'quiz',
    )
    expect(problems.map((p) => p.path).sort()).toEqual([
      'quiz.a',
      'quiz.b',
      'quiz.correct',
      'quiz.list',
    ])
  })

  it('reports a string where English has an array', () => {
    const { problems } = pairStrings({ a: ['x'] }, { a: 'x' })
    expect(problems).toEqual([
      { path: 'a', problem: 'is string in Telugu but array in English' },
    ])
  })
})

describe('termsNamedIn', () => {
  it('finds whole words in any case, plurals and variants, not parts of words', () => {
    expect(englishPattern('gotra').test('102 Gotras')).toBe(true)
    expect(englishPattern('sage').test('a message')).toBe(false)
    const named = termsNamedIn('Lamps at Deepavali for every gotra', entries)
    expect(named.map((e) => e.english)).toEqual(['gotra', 'Diwali'])
  })

  it('does not take a placeholder for a word', () => {
    expect(termsNamedIn('Found {gotra} here', entries)).toEqual([])
  })
})

describe('glossaryProblems', () => {
  const pair = (english: string, telugu: string) => ({
    path: 'x',
    english,
    telugu,
  })

  it('accepts the fixed form, its stem and the forms marked also right', () => {
    expect(glossaryProblems(pair('the gotras', 'గోత్రాలు'), entries)).toEqual([])
    expect(glossaryProblems(pair('a great sage', 'మహర్షి'), entries)).toEqual([])
  })

  it('fails when the Telugu leaves out a term the English names', () => {
    expect(
      glossaryProblems(pair('Happy Diwali', 'శుభాకాంక్షలు'), entries),
    ).toEqual([
      'x: the English names "Diwali" but the Telugu does not use దీపావళి',
    ])
  })

  it('fails on a spelling to avoid, whatever the English says', () => {
    expect(glossaryProblems(pair('Hello', 'మీ గోత్రము'), entries)).toHaveLength(1)
  })

  it('does not require unchecked terms, identical strings or Latin data', () => {
    expect(glossaryProblems(pair('a round shape', 'గుండ్రని'), entries)).toEqual(
      [],
    )
    expect(glossaryProblems(pair('gotra', 'gotra'), entries)).toEqual([])
    expect(glossaryProblems(pair('Diwali', 'Deepavali'), entries)).toEqual([])
  })
})

describe('translationProblem', () => {
  it('wants Telugu script wherever the English has words', () => {
    expect(translationProblem({ path: 'a', english: 'Hi', telugu: 'Hi' })).toBe(
      'a: has no Telugu script ("Hi")',
    )
    expect(translationProblem({ path: 'a', english: 'Hi', telugu: ' ' })).toBe(
      'a: is empty',
    )
    expect(
      translationProblem({ path: 'a', english: '1,000', telugu: '1,000' }),
    ).toBeNull()
    expect(
      translationProblem({ path: 'a', english: 'Hi', telugu: 'నమస్తే' }),
    ).toBeNull()
  })

  it('lets a string of placeholders alone stay as it is, but not one with words', () => {
    const template = '{action}: {title}'
    expect(
      translationProblem({ path: 'a', english: template, telugu: template }),
    ).toBeNull()
    expect(
      translationProblem({ path: 'a', english: 'Hi {name}', telugu: '{name}' }),
    ).toBe('a: has no Telugu script ("{name}")')
  })
})

describe('placeholders', () => {
  it('lists the placeholders in order of name', () => {
    expect(placeholders('{b} of {a}, {b}')).toEqual(['a', 'b', 'b'])
  })
})

describe('parseGlossaryTable', () => {
  it('reads the rows of the term tables and skips headers', () => {
    const markdown = [
      '# Title',
      '| English | Telugu | Transliteration | Notes |',
      '| --- | --- | --- | --- |',
      '| gotra | గోత్రం | gotram | stem గోత్ర |',
    ].join('\n')
    expect(parseGlossaryTable(markdown)).toEqual([
      { english: 'gotra', telugu: 'గోత్రం', transliteration: 'gotram' },
    ])
  })
})

describe('structureProblems', () => {
  it('passes a faithful twin and keeps data keys unchanged', () => {
    expect(
      structureProblems(
        [{ id: 'diya', title: 'Diya', correct: 1 }],
        [{ id: 'diya', title: 'దీపం', correct: 1 }],
        ['id'],
      ),
    ).toEqual([])
  })

  it('reports a changed id, an untranslated text and a moved answer', () => {
    expect(
      structureProblems(
        [{ id: 'diya', title: 'Diya', correct: 1 }],
        [{ id: 'deepam', title: 'Diya', correct: 2 }],
        ['id'],
      ),
    ).toEqual([
      '[0].correct is 2 in Telugu but 1 in English',
      '[0].id: is data and must stay "diya"',
      '[0].title: has no Telugu script ("Diya")',
    ])
  })

  it('finds the key a path ends in', () => {
    expect(lastKey('a[0].b[2]')).toBe('b')
    expect(lastKey('options[1]')).toBe('options')
    expect(lastKey('[0].id')).toBe('id')
  })
})
