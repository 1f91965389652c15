import { describe, expect, it } from 'vitest'

import { FESTIVALS_PER_ROUND, festivalPairs, heroPairs } from '@/data/matching'

import { seededRandom } from '../shared/seededRandom'
import {
  createInitialState,
  MATCHING_PAIR_COUNT,
  reducer,
  selectIsComplete,
  selectIsPerfect,
  selectIsMatched,
  selectIsMissed,
  selectIsSelected,
  selectRightColumn,
  shuffleRightColumn,
  type MatchingAction,
  type MatchingPair,
  type MatchingState,
} from './logic'

const pairs: MatchingPair[] = ['a', 'b', 'c', 'd'].map((id) => ({
  id,
  left: `left ${id}`,
  right: `right ${id}`,
}))

const start = () => createInitialState({ pairs, random: () => 0 })
const left = (id: string): MatchingAction => ({
  type: 'select',
  side: 'left',
  id,
})
const right = (id: string): MatchingAction => ({
  type: 'select',
  side: 'right',
  id,
})

function play(actions: MatchingAction[], state = start()): MatchingState {
  return actions.reduce(reducer, state)
}

describe('matching engine', () => {
  it('starts with nothing selected or matched and a shuffled right column', () => {
    const state = start()
    expect(MATCHING_PAIR_COUNT).toBe(4)
    expect(state).toMatchObject({
      selectedLeft: null,
      selectedRight: null,
      matched: [],
      lastOutcome: null,
    })
    expect(selectRightColumn(state).map((p) => p.id)).toEqual([
      'b',
      'c',
      'd',
      'a',
    ])
  })

  it.each([
    ['a left item', [left('a')], 'a', null],
    ['a right item', [right('b')], null, 'b'],
    ['another left item (replaces)', [left('a'), left('c')], 'c', null],
    [
      'the same left item again (deselects)',
      [left('a'), left('a')],
      null,
      null,
    ],
    [
      'the same right item again (deselects)',
      [right('b'), right('b')],
      null,
      null,
    ],
  ])('selecting %s', (_name, actions, selectedLeft, selectedRight) => {
    const state = play(actions)
    expect(state.selectedLeft).toBe(selectedLeft)
    expect(state.selectedRight).toBe(selectedRight)
    expect(state.matched).toEqual([])
  })

  it.each([
    ['left then right', [left('b'), right('b')]],
    ['right then left', [right('b'), left('b')]],
  ])('a right pair (%s) is matched and the selection clears', (_n, actions) => {
    const state = play(actions)
    expect(state.matched).toEqual(['b'])
    expect(selectIsMatched(state, 'b')).toBe(true)
    expect(state.lastOutcome).toBe('match')
    expect(state).toMatchObject({ selectedLeft: null, selectedRight: null })
  })

  it('a wrong pair is not matched and the selection clears', () => {
    const state = play([left('a'), right('c')])
    expect(state.matched).toEqual([])
    expect(state.lastOutcome).toBe('miss')
    expect(selectIsSelected(state, 'left', 'a')).toBe(false)
    expect(selectIsSelected(state, 'right', 'c')).toBe(false)
  })

  it('remembers the two items of a miss until the next pick', () => {
    const missed = play([right('c'), left('a')])
    expect(selectIsMissed(missed, 'left', 'a')).toBe(true)
    expect(selectIsMissed(missed, 'right', 'c')).toBe(true)
    expect(selectIsMissed(missed, 'left', 'c')).toBe(false)
    expect(selectIsMissed(missed, 'right', 'a')).toBe(false)
    const next = reducer(missed, left('b'))
    expect(next.missed).toBeNull()
    expect(play([left('b'), right('b')], missed).missed).toBeNull()
  })

  it('matched items cannot be selected again, on either side', () => {
    const state = play([left('a'), right('a')])
    expect(reducer(state, left('a'))).toBe(state)
    expect(reducer(state, right('a'))).toBe(state)
  })

  it('ignores an unknown id', () => {
    const state = start()
    expect(reducer(state, left('zzz'))).toBe(state)
  })

  it('completes at 4 matches, not before', () => {
    const three = play([
      left('a'),
      right('a'),
      right('b'),
      left('b'),
      left('c'),
      right('c'),
    ])
    expect(three.matched).toHaveLength(3)
    expect(selectIsComplete(three)).toBe(false)
    const done = play([left('d'), right('d')], three)
    expect(selectIsComplete(done)).toBe(true)
  })

  it('restarts to the starting state, with the right column given', () => {
    const state = play([left('a'), right('a'), left('b'), right('c')])
    const rightOrder = ['d', 'a', 'b', 'c']
    expect(reducer(state, { type: 'restart', pairs, rightOrder })).toEqual({
      ...start(),
      rightOrder,
    })
  })

  it('restarts with other pairs when the new round plays other ones', () => {
    const state = play([left('a'), right('a')])
    const others = pairs.map((pair) => ({ ...pair, id: `${pair.id}2` }))
    const rightOrder = ['b2', 'a2', 'd2', 'c2']
    const fresh = reducer(state, { type: 'restart', pairs: others, rightOrder })
    expect(fresh.pairs).toEqual(others)
    expect(fresh.matched).toEqual([])
    expect(selectRightColumn(fresh).map((pair) => pair.id)).toEqual(rightOrder)
  })

  it('says "Perfect Match!" only for a round with no miss', () => {
    const clean = play(
      ['a', 'b', 'c', 'd'].flatMap((id) => [left(id), right(id)]),
    )
    expect(clean.misses).toBe(0)
    expect(selectIsPerfect(clean)).toBe(true)
    const oneMiss = play([
      left('a'),
      right('b'),
      ...['a', 'b', 'c', 'd'].flatMap((id) => [left(id), right(id)]),
    ])
    expect(selectIsComplete(oneMiss)).toBe(true)
    expect(oneMiss.misses).toBe(1)
    expect(selectIsPerfect(oneMiss)).toBe(false)
    // Not before the end, and a new round forgets the misses.
    expect(selectIsPerfect(start())).toBe(false)
    expect(
      reducer(oneMiss, {
        type: 'restart',
        pairs,
        rightOrder: ['b', 'c', 'd', 'a'],
      }).misses,
    ).toBe(0)
  })
})

describe('a fresh round of matching', () => {
  const games = [
    ['festival round', FESTIVALS_PER_ROUND],
    ['all festivals', festivalPairs.length],
    ['hero', heroPairs.length],
    ['four-pair', pairs.length],
  ] as const

  it.each(games)(
    'never starts straight across (%s pairs, 1000 seeds)',
    (_name, count) => {
      const gamePairs: MatchingPair[] = Array.from(
        { length: count },
        (_, i) => ({
          id: `p${i}`,
          left: `left ${i}`,
          right: `right ${i}`,
        }),
      )
      const ids = gamePairs.map((pair) => pair.id)
      for (let seed = 0; seed < 1000; seed += 1) {
        const random = seededRandom(seed)
        const fresh = createInitialState({ pairs: gamePairs, random })
        const again = shuffleRightColumn({ pairs: gamePairs, random })
        for (const order of [fresh.rightOrder, again]) {
          expect([...order].sort()).toEqual([...ids].sort())
          order.forEach((id, row) => expect(id).not.toBe(ids[row]))
        }
      }
    },
  )

  it('is still a shuffle: all 9 ways to place 4 with none across turn up', () => {
    const orders = new Set<string>()
    for (let seed = 0; seed < 1000; seed += 1) {
      orders.add(
        shuffleRightColumn({ pairs, random: seededRandom(seed) }).join(),
      )
    }
    expect(orders.size).toBe(9)
  })

  it.each([
    ['0', () => 0],
    ['0.999', () => 0.999],
    ['0.5', () => 0.5],
  ])('never starts straight across with a source stuck at %s', (_n, random) => {
    const order = shuffleRightColumn({ pairs, random })
    order.forEach((id, row) => expect(id).not.toBe(pairs[row]?.id))
  })
})
