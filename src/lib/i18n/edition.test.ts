import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  forgetLoadedTwins,
  inEdition,
  loadTeluguTwins,
  takeMissedTwins,
  teluguTwin,
  withTeluguTwins,
} from './edition'
import { setActiveLanguage } from './language'

afterEach(() => setActiveLanguage('en'))

describe('teluguTwin', () => {
  it('reads English on English pages without loading Telugu', () => {
    const english = { greeting: 'Hello' }
    const load = vi.fn(() => Promise.resolve({ greeting: 'నమస్కారం' }))
    const read = teluguTwin(english, load)
    expect(read()).toBe(english)
    expect(load).not.toHaveBeenCalled()
  })

  it('reads the Telugu twin on Telugu pages once loaded', async () => {
    const english = { greeting: 'Hello' }
    const telugu = { greeting: 'నమస్కారం' }
    const read = teluguTwin(english, () => Promise.resolve(telugu))
    await loadTeluguTwins()
    expect(read()).toBe(english)
    setActiveLanguage('te')
    expect(read()).toBe(telugu)
    expect(inEdition(english)).toBe(telugu)
  })

  it('loads each twin once, however often it is declared or loaded', async () => {
    const english = { word: 'one' }
    const load = vi.fn(() => Promise.resolve({ word: 'ఒకటి' }))
    teluguTwin(english, load)
    teluguTwin(english, load)
    await Promise.all([loadTeluguTwins(), loadTeluguTwins()])
    await loadTeluguTwins()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries a twin whose chunk failed again on the next load', async () => {
    const english = { word: 'two' }
    const load = vi
      .fn<() => Promise<{ word: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ word: 'రెండు' })
    const read = teluguTwin(english, load)
    await expect(loadTeluguTwins()).rejects.toThrow('offline')
    await loadTeluguTwins()
    setActiveLanguage('te')
    expect(read().word).toBe('రెండు')
  })

  it('shows English and reports a twin read on a Telugu page before it loaded', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const english = { word: 'three' }
    const read = teluguTwin(english, () => Promise.resolve({ word: 'మూడు' }))
    setActiveLanguage('te')
    expect(read()).toBe(english)
    expect(read()).toBe(english)
    expect(error).toHaveBeenCalledTimes(1)
    expect(takeMissedTwins()).toBe(1)
    expect(takeMissedTwins()).toBe(0)
  })
})

describe('forgetLoadedTwins', () => {
  it('makes a loaded twin unread until it is loaded again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const english = { word: 'four' }
    const telugu = { word: 'నాలుగు' }
    const load = vi.fn(() => Promise.resolve(telugu))
    const read = teluguTwin(english, load)
    await loadTeluguTwins()
    setActiveLanguage('te')
    expect(read()).toBe(telugu)
    forgetLoadedTwins()
    expect(read()).toBe(english)
    expect(takeMissedTwins()).toBe(1)
    await loadTeluguTwins()
    expect(read()).toBe(telugu)
    expect(load).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenCalledOnce()
  })
})

describe('withTeluguTwins', () => {
  it('loads the twins a split-off module declares, on Telugu pages only', async () => {
    const english = { title: 'Quiz' }
    const load = vi.fn(() => Promise.resolve({ title: 'క్విజ్' }))
    const chunk = () =>
      Promise.resolve().then(() => ({ read: teluguTwin(english, load) }))

    await withTeluguTwins(chunk())
    expect(load).not.toHaveBeenCalled()

    setActiveLanguage('te')
    const { read } = await withTeluguTwins(chunk())
    expect(load).toHaveBeenCalledTimes(1)
    expect(read().title).toBe('క్విజ్')
  })
})
