import { describe, expect, it } from 'vitest'

import { showTelugu } from '@/test/telugu'

import { accountsText } from './accounts'
import { familyText } from './family'
import { gamesText } from './games'
import { gotrasText } from './gotras'
import { pluralForm } from './plural'
import { shellText } from './shell'

const COUNTS = [0, 1, 2, 102] as const

describe('pluralForm', () => {
  it.each(['en', 'te'] as const)(
    'in %s, is one for 1 and other for 0, 2 and 102',
    (language) => {
      expect(COUNTS.map((n) => pluralForm(n, language))).toEqual([
        'other',
        'one',
        'other',
        'other',
      ])
    },
  )
})

const phrases = () =>
  COUNTS.map((n) => ({
    gotras: gotrasText.count('gotras.types.count', n),
    badges: accountsText.count('accounts.board.badgeCount', n),
    points: gamesText.count('games.result.points', n),
    rounds: shellText.count('offlineRounds.added', n),
    children: familyText.count('family.error.limit', n),
    found: gotrasText.count('gotras.search.found', n),
  }))

describe('counted phrases at 0, 1, 2 and 102', () => {
  it('read right in English', () => {
    const [zero, one, two, many] = phrases()
    expect(zero?.gotras).toBe('0 gotras')
    expect(one?.gotras).toBe('1 gotra')
    expect(two?.gotras).toBe('2 gotras')
    expect(many?.gotras).toBe('102 gotras')
    expect(one?.badges).toBe('1 badge')
    expect(two?.badges).toBe('2 badges')
    expect(zero?.points).toBe('You earned 0 points!')
    expect(one?.points).toBe('You earned 1 point!')
    expect(many?.points).toBe('You earned 102 points!')
    expect(one?.rounds).toBe(
      'Your round played offline was added to your score',
    )
    expect(two?.rounds).toBe(
      'Your 2 rounds played offline were added to your score',
    )
    expect(one?.children).toBe('A family can have 1 player at most.')
    expect(many?.children).toBe('A family can have 102 players at most.')
  })

  it('keep the specification’s English search sentence word for word', () => {
    const [, one, two] = phrases()
    expect(one?.found).toBe(
      'Found 1 matching gotra(s) - look for the ✨ highlighted one!',
    )
    expect(two?.found).toBe(
      'Found 2 matching gotra(s) - look for the ✨ highlighted one!',
    )
  })

  it('read right in Telugu', async () => {
    await showTelugu()
    const [zero, one, two, many] = phrases()
    expect(zero?.gotras).toBe('0 గోత్రాలు')
    expect(one?.gotras).toBe('1 గోత్రం')
    expect(two?.gotras).toBe('2 గోత్రాలు')
    expect(many?.gotras).toBe('102 గోత్రాలు')
    expect(one?.badges).toBe('1 బ్యాడ్జి')
    expect(many?.badges).toBe('102 బ్యాడ్జీలు')
    expect(one?.points).toBe('మీకు 1 పాయింట్ వచ్చింది!')
    expect(two?.points).toBe('మీకు 2 పాయింట్లు వచ్చాయి!')
    expect(one?.rounds).toMatch(/ఆడిన రౌండ్ మీ స్కోరులో కలిసింది$/)
    expect(many?.rounds).toMatch(/ఆడిన 102 రౌండ్లు మీ స్కోరులో కలిశాయి$/)
    expect(one?.children).toBe('ఒక కుటుంబంలో గరిష్ఠంగా 1 ఆటగాడు ఉండవచ్చు.')
    expect(two?.children).toBe('ఒక కుటుంబంలో గరిష్ఠంగా 2 మంది ఆటగాళ్ళు ఉండవచ్చు.')
    expect(one?.found).toMatch(/^సరిపోయిన గోత్రం: 1 /)
    expect(many?.found).toMatch(/^సరిపోయిన గోత్రాలు: 102 /)
  })
})
