import { afterEach, describe, expect, it } from 'vitest'

import { setActiveLanguage } from '@/lib/i18n/language'

import { loadedGame, loadGame, warmGames } from './gameLoaders'

/** An idle queue the test runs by hand. */
function idleQueue() {
  const queue: (() => void)[] = []
  const whenIdle = (run: () => void) => {
    queue.push(run)
    return () => {
      const index = queue.indexOf(run)
      if (index >= 0) queue.splice(index, 1)
    }
  }
  return { queue, whenIdle }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('warmGames', () => {
  it('loads the games one after another, each in an idle moment of its own', async () => {
    const { queue, whenIdle } = idleQueue()
    const loaded: string[] = []
    const loader = (name: string) => () => {
      loaded.push(name)
      return Promise.resolve()
    }
    warmGames([loader('quiz'), loader('memory'), loader('jigsaw')], whenIdle)
    expect(loaded).toEqual([])
    expect(queue).toHaveLength(1)
    queue.shift()?.()
    expect(loaded).toEqual(['quiz'])
    // The next waits for the load before it and for an idle moment.
    expect(queue).toHaveLength(0)
    await settle()
    expect(queue).toHaveLength(1)
    queue.shift()?.()
    await settle()
    queue.shift()?.()
    await settle()
    expect(loaded).toEqual(['quiz', 'memory', 'jigsaw'])
    expect(queue).toHaveLength(0)
  })

  it('goes on after a load that fails', async () => {
    const { queue, whenIdle } = idleQueue()
    const loaded: string[] = []
    warmGames(
      [
        () => Promise.reject(new Error('offline')),
        () => {
          loaded.push('memory')
          return Promise.resolve()
        },
      ],
      whenIdle,
    )
    queue.shift()?.()
    await settle()
    queue.shift()?.()
    expect(loaded).toEqual(['memory'])
  })

  it('stops when the menu goes away', async () => {
    const { queue, whenIdle } = idleQueue()
    const loaded: string[] = []
    const stop = warmGames(
      ['quiz', 'memory'].map((name) => () => {
        loaded.push(name)
        return Promise.resolve()
      }),
      whenIdle,
    )
    queue.shift()?.()
    stop()
    await settle()
    expect(queue).toHaveLength(0)
    expect(loaded).toEqual(['quiz'])
  })
})

describe('loadedGame', () => {
  afterEach(() => setActiveLanguage('en'))

  it('has a game once its code is in, for the language it was loaded in', async () => {
    setActiveLanguage('en')
    expect(loadedGame('memory')).toBeUndefined()
    const Game = await loadGame('memory')
    expect(loadedGame('memory')).toBe(Game)
    expect(Game).toBeTypeOf('function')
    // Another game is not in because this one is.
    expect(loadedGame('jigsaw')).toBeUndefined()
    // A Telugu page needs the Telugu content loaded with it.
    setActiveLanguage('te')
    expect(loadedGame('memory')).toBeUndefined()
    await loadGame('memory')
    expect(loadedGame('memory')).toBe(Game)
  })
})
