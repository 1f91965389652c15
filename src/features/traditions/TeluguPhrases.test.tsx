import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { teluguPhrases } from '@/data/teluguPhrases'
import {
  FakeSpeechSynthesis,
  FakeUtterance,
  fakeVoice,
} from '@/lib/speech/fakeSpeechSynthesis'
import { renderWithProviders } from '@/test/render'

import { TeluguPhrases } from './TeluguPhrases'

afterEach(() => {
  vi.unstubAllGlobals()
})

function installSpeech(synth: FakeSpeechSynthesis) {
  vi.stubGlobal('speechSynthesis', synth)
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance)
}

describe('TeluguPhrases', () => {
  it('shows 12 phrases in three groups, the script marked as Telugu', () => {
    renderWithProviders(<TeluguPhrases />)
    for (const group of ['Greetings', 'At Home', 'Expressions']) {
      expect(
        screen.getByRole('heading', { level: 3, name: group }),
      ).toBeInTheDocument()
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(12)
    for (const phrase of teluguPhrases) {
      expect(screen.getByText(phrase.script)).toHaveAttribute('lang', 'te')
      expect(screen.getByText(phrase.telugu)).toBeInTheDocument()
      expect(screen.getByText(phrase.english)).toBeInTheDocument()
    }
  })

  it('has no speak buttons without a Telugu voice', () => {
    installSpeech(new FakeSpeechSynthesis([fakeVoice('en-GB')]))
    renderWithProviders(<TeluguPhrases />)
    expect(
      screen.queryByRole('button', { name: /^Say it/ }),
    ).not.toBeInTheDocument()
  })

  it('says a phrase in a Telugu voice when the device has one', async () => {
    const user = userEvent.setup()
    const synth = new FakeSpeechSynthesis([
      fakeVoice('en-IN', 'English'),
      fakeVoice('te-IN', 'Telugu'),
    ])
    installSpeech(synth)
    renderWithProviders(<TeluguPhrases />)
    expect(screen.getAllByRole('button', { name: /^Say it/ })).toHaveLength(12)
    const thankYou = screen.getByRole('button', { name: 'Say it: Thank you.' })
    await user.click(thankYou)
    expect(synth.texts).toEqual(['ధన్యవాదాలు.'])
    expect(synth.spoken[0]?.voice?.name).toBe('Telugu')
    expect(thankYou).toHaveAttribute('aria-pressed', 'true')
    act(() => synth.finishCurrent())
    expect(thankYou).toHaveAttribute('aria-pressed', 'false')
  })

  it('shows the category of each phrase', () => {
    renderWithProviders(<TeluguPhrases />)
    const fun = screen
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('Chala saradaga undi!'))
    expect(fun).toHaveTextContent('Category: Fun')
  })
})
