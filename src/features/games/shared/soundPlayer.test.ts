import { describe, expect, it, vi } from 'vitest'

import { createFakeAudioContext } from './fakeAudio'
import { SOUNDS } from './soundEffects'
import { createSoundPlayer } from './soundPlayer'

function setUp(enabled = true) {
  const fake = createFakeAudioContext()
  const createContext = vi.fn(() => fake.context)
  const state = { enabled }
  const player = createSoundPlayer({
    createContext,
    isEnabled: () => state.enabled,
  })
  return { ...fake, createContext, player, state }
}

const tick = () => Promise.resolve()

describe('createSoundPlayer', () => {
  it('makes no audio and no sound before the first tap', () => {
    const { player, createContext, played } = setUp()
    player.play('flip')
    expect(createContext).not.toHaveBeenCalled()
    expect(played).toEqual([])
  })

  it('wakes the audio on a tap and then plays each tone of a sound', async () => {
    const { player, context, played } = setUp()
    player.unlock()
    player.play('right')
    expect(played.map((tone) => tone.frequency)).toEqual(
      SOUNDS.right.map((tone) => tone.frequency),
    )
    await tick()
    expect(context.state).toBe('running')
  })

  it('creates one audio context for the whole visit', () => {
    const { player, createContext } = setUp()
    player.unlock()
    player.unlock()
    expect(createContext).toHaveBeenCalledOnce()
  })

  it('makes the audio ahead of the tap without waking it; the tap wakes it', async () => {
    const { player, createContext, context, played } = setUp()
    player.prepare()
    expect(createContext).toHaveBeenCalledOnce()
    expect(context.state).toBe('suspended')
    // Not woken: a sound now would be saved up by an asleep context.
    player.play('flip')
    expect(played).toEqual([])
    player.unlock()
    await tick()
    expect(createContext).toHaveBeenCalledOnce()
    expect(context.state).toBe('running')
    player.play('flip')
    expect(played.length).toBe(SOUNDS.flip.length)
  })

  it('is silent, and never creates the audio, with sound off', () => {
    const { player, createContext, played } = setUp(false)
    player.prepare()
    player.unlock()
    player.play('badge')
    expect(createContext).not.toHaveBeenCalled()
    expect(played).toEqual([])
  })

  it('stops the moment sound is turned off', async () => {
    const { player, played, state } = setUp()
    player.unlock()
    await tick()
    state.enabled = false
    player.play('match')
    expect(played).toEqual([])
  })

  it('does not save sounds up in an audio context the browser keeps asleep', async () => {
    const { player, context, played } = setUp()
    context.resume = () => Promise.reject(new Error('not allowed'))
    player.unlock()
    await tick()
    await tick()
    player.play('flip')
    expect(played).toEqual([])
  })

  it('plays the badge tune after the round tune, not on top of it', async () => {
    const { player, played } = setUp()
    player.unlock()
    await tick()
    player.play('roundComplete')
    player.play('badge')
    const badgeStart = played[SOUNDS.roundComplete.length]?.start ?? 0
    expect(badgeStart).toBeGreaterThanOrEqual(0.5)
  })

  it('stays quiet where there is no Web Audio', () => {
    const player = createSoundPlayer({
      createContext: () => null,
      isEnabled: () => true,
    })
    expect(() => {
      player.unlock()
      player.play('flip')
    }).not.toThrow()
  })
})
