import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  FakeSpeechSynthesis,
  FakeUtterance,
  fakeVoice,
} from '@/lib/speech/fakeSpeechSynthesis'
import { renderWithProviders } from '@/test/render'

import { SpeakPhraseButton } from './SpeakPhraseButton'

function install(voices = [fakeVoice('en-IN'), fakeVoice('te-IN')]) {
  const synth = new FakeSpeechSynthesis(voices)
  vi.stubGlobal('speechSynthesis', synth)
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance)
  return synth
}

const button = (
  <SpeakPhraseButton
    ownerId="phrase-namaskaram"
    phrase="నమస్కారం"
    lang="te"
    text="Say it"
    label="Say it: Hello"
  />
)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('SpeakPhraseButton', () => {
  it('says the phrase with a voice of its language; a second tap stops', async () => {
    const user = userEvent.setup()
    const synth = install()
    renderWithProviders(button)
    const say = screen.getByRole('button', { name: 'Say it: Hello' })
    await user.click(say)
    expect(synth.current?.text).toBe('నమస్కారం')
    expect(synth.current?.voice?.lang).toBe('te-IN')
    expect(say).toHaveAttribute('aria-pressed', 'true')
    await user.click(say)
    expect(synth.current).toBeNull()
    expect(say).toHaveAttribute('aria-pressed', 'false')
  })

  it('is not there when no voice speaks the language, until one arrives', () => {
    const synth = install([fakeVoice('en-IN')])
    renderWithProviders(button)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    act(() => synth.setVoices([fakeVoice('en-IN'), fakeVoice('te-IN')]))
    expect(screen.getByRole('button', { name: 'Say it: Hello' })).toBeVisible()
  })

  it('is not there without speech synthesis', () => {
    renderWithProviders(button)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
