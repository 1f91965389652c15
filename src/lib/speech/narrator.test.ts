import { describe, expect, it, vi } from 'vitest'

import {
  FakeSpeechSynthesis,
  FakeUtterance,
  fakeVoice,
} from './fakeSpeechSynthesis'
import { createNarrator, SPEECH_RATE } from './narrator'

function setup(voices = [fakeVoice('en-IN'), fakeVoice('te-IN')]) {
  const synth = new FakeSpeechSynthesis(voices)
  const narrator = createNarrator(synth, (text) => new FakeUtterance(text))
  return { synth, narrator }
}

const SENTENCES = ['One.', 'Two.', 'Three.']

describe('createNarrator', () => {
  it('starts idle and reports the voices the device has', () => {
    const { narrator } = setup([fakeVoice('en-GB')])
    expect(narrator.getSnapshot()).toMatchObject({
      supported: true,
      hasVoice: { en: true, te: false },
      status: 'idle',
      ownerId: null,
      index: -1,
    })
  })

  it('speaks one sentence at a time and advances on each end event', () => {
    const { synth, narrator } = setup()
    narrator.speak('chapter-1', SENTENCES, 'en')
    expect(synth.texts).toEqual(['One.'])
    expect(narrator.getSnapshot()).toMatchObject({
      status: 'playing',
      ownerId: 'chapter-1',
      index: 0,
    })
    synth.finishCurrent()
    expect(synth.texts).toEqual(['One.', 'Two.'])
    expect(narrator.getSnapshot().index).toBe(1)
    synth.finishCurrent()
    expect(narrator.getSnapshot().index).toBe(2)
    synth.finishCurrent()
    expect(synth.texts).toEqual(SENTENCES)
    expect(narrator.getSnapshot()).toMatchObject({
      status: 'idle',
      ownerId: null,
      index: -1,
    })
  })

  it('uses a voice of the language and a gentle rate', () => {
    const { synth, narrator } = setup([
      fakeVoice('en-US', 'English'),
      fakeVoice('te-IN', 'Telugu'),
    ])
    narrator.speak('phrase', ['నమస్కారం'], 'te')
    const [utterance] = synth.spoken
    expect(utterance?.voice?.name).toBe('Telugu')
    expect(utterance?.lang).toBe('te-IN')
    expect(utterance?.rate).toBe(SPEECH_RATE)
  })

  it('never reads Telugu without a Telugu voice', () => {
    const { synth, narrator } = setup([fakeVoice('en-IN'), fakeVoice('en-US')])
    narrator.speak('chapter-1', ['వాసవి దయగలవారు.', 'రెండు.'], 'te')
    expect(synth.spoken).toEqual([])
    expect(narrator.getSnapshot()).toMatchObject({
      status: 'idle',
      ownerId: null,
    })
  })

  it('asks for te-IN when the device has a Telugu voice', () => {
    const { synth, narrator } = setup([
      fakeVoice('en-IN', 'English'),
      fakeVoice('te-IN', 'Telugu'),
    ])
    narrator.speak('chapter-1', ['వాసవి దయగలవారు.', 'రెండు.'], 'te')
    expect(synth.spoken[0]).toMatchObject({
      lang: 'te-IN',
      text: 'వాసవి దయగలవారు.',
    })
    expect(synth.spoken[0]?.voice?.name).toBe('Telugu')
    synth.finishCurrent()
    expect(synth.spoken[1]?.lang).toBe('te-IN')
  })

  it('tags the language even when no voice matches', () => {
    const { synth, narrator } = setup([])
    narrator.speak('chapter-1', ['Hello.'], 'en')
    expect(synth.spoken[0]?.voice).toBeNull()
    expect(synth.spoken[0]?.lang).toBe('en-IN')
  })

  it('pauses and resumes the speech', () => {
    const { synth, narrator } = setup()
    narrator.speak('chapter-1', SENTENCES, 'en')
    narrator.pause()
    expect(synth.paused).toBe(true)
    expect(narrator.getSnapshot().status).toBe('paused')
    narrator.resume()
    expect(synth.paused).toBe(false)
    expect(narrator.getSnapshot()).toMatchObject({
      status: 'playing',
      index: 0,
    })
  })

  it('stops: cancels the speech and ignores the cancelled utterance', () => {
    const { synth, narrator } = setup()
    narrator.speak('chapter-1', SENTENCES, 'en')
    synth.finishCurrent()
    const second = synth.current
    narrator.stop()
    expect(synth.current).toBeNull()
    expect(narrator.getSnapshot()).toMatchObject({ status: 'idle', index: -1 })
    second?.emit('end')
    expect(synth.texts).toEqual(['One.', 'Two.'])
    expect(narrator.getSnapshot().status).toBe('idle')
  })

  it('lets a new reading replace the current one', () => {
    const { synth, narrator } = setup()
    narrator.speak('chapter-1', SENTENCES, 'en')
    narrator.speak('chapter-2', ['Other.'], 'en')
    expect(narrator.getSnapshot()).toMatchObject({
      ownerId: 'chapter-2',
      index: 0,
      status: 'playing',
    })
    expect(synth.texts).toEqual(['One.', 'Other.'])
  })

  it('releases only for the owner that is reading', () => {
    const { synth, narrator } = setup()
    narrator.speak('chapter-1', SENTENCES, 'en')
    narrator.release('chapter-2')
    expect(narrator.getSnapshot().status).toBe('playing')
    narrator.release('chapter-1')
    expect(narrator.getSnapshot().status).toBe('idle')
    expect(synth.current).toBeNull()
  })

  it('goes idle when the browser reports an error', () => {
    const { synth, narrator } = setup()
    narrator.speak('chapter-1', SENTENCES, 'en')
    synth.current?.emit('error', { error: 'synthesis-failed' })
    expect(narrator.getSnapshot().status).toBe('idle')
  })

  it('notices voices that load late', () => {
    const { synth, narrator } = setup([])
    const listener = vi.fn()
    const unsubscribe = narrator.subscribe(listener)
    expect(narrator.getSnapshot().hasVoice).toEqual({ en: false, te: false })
    synth.setVoices([fakeVoice('te-IN')])
    expect(narrator.getSnapshot().hasVoice).toEqual({ en: false, te: true })
    expect(listener).toHaveBeenCalled()
    unsubscribe()
    synth.setVoices([fakeVoice('en-IN')])
    expect(narrator.getSnapshot().hasVoice).toEqual({ en: false, te: true })
  })

  it('keeps the same snapshot while nothing changes', () => {
    const { synth, narrator } = setup()
    const before = narrator.getSnapshot()
    narrator.subscribe(() => undefined)
    synth.setVoices([fakeVoice('en-IN'), fakeVoice('te-IN')])
    expect(narrator.getSnapshot()).toBe(before)
  })

  it('does nothing for an empty reading', () => {
    const { synth, narrator } = setup()
    narrator.speak('chapter-1', ['  '], 'en')
    expect(synth.spoken).toEqual([])
    expect(narrator.getSnapshot().status).toBe('idle')
  })
})
