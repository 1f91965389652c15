import { beforeEach, describe, expect, it } from 'vitest'

import {
  createQuizSeenStore,
  GUEST_OWNER,
  parseQuizSeen,
  QUIZ_SEEN_KEY,
} from './quizSeen'

describe('parseQuizSeen', () => {
  it('reads each owner’s ids, once each', () => {
    expect(
      parseQuizSeen(
        '{"version":1,"owners":{"guest":["q-a","q-b","q-a"],"kid":[]}}',
      ),
    ).toEqual({
      status: 'ok',
      value: { version: 1, owners: { guest: ['q-a', 'q-b'], kid: [] } },
    })
  })

  it('drops an owner whose list is not of ids, and refuses other shapes', () => {
    expect(
      parseQuizSeen('{"version":1,"owners":{"guest":[1],"kid":["q-a"]}}'),
    ).toEqual({
      status: 'salvaged',
      value: { version: 1, owners: { kid: ['q-a'] } },
    })
    expect(parseQuizSeen('{"version":2,"owners":{}}')).toEqual({
      status: 'unreadable',
    })
    expect(parseQuizSeen('[')).toEqual({ status: 'unreadable' })
  })
})

describe('createQuizSeenStore', () => {
  beforeEach(() => {
    window.localStorage.clear()
  })

  it('keeps each owner’s list apart, and sets aside what it cannot read', () => {
    const store = createQuizSeenStore(window.localStorage)
    expect(store.read(GUEST_OWNER)).toEqual([])
    store.write(GUEST_OWNER, ['q-a'])
    store.write('kid-1', ['q-b', 'q-c'])
    expect(store.read(GUEST_OWNER)).toEqual(['q-a'])
    expect(store.read('kid-1')).toEqual(['q-b', 'q-c'])

    window.localStorage.setItem(QUIZ_SEEN_KEY, 'not json')
    expect(store.read(GUEST_OWNER)).toEqual([])
    expect(window.localStorage.getItem(`${QUIZ_SEEN_KEY}:corrupt`)).toBe(
      'not json',
    )
  })
})
