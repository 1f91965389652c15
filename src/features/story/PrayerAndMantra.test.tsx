import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { mantra } from '@/data/story'
import {
  FakeSpeechSynthesis,
  FakeUtterance,
  fakeVoice,
} from '@/lib/speech/fakeSpeechSynthesis'
import { renderWithProviders } from '@/test/render'

import { PrayerAndMantra } from './PrayerAndMantra'

const SAY = `Say it in Telugu: ${mantra.transliteration}`

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PrayerAndMantra', () => {
  it('shows the mantra in Telugu script, marked as Telugu, with its meaning', () => {
    renderWithProviders(<PrayerAndMantra />)
    expect(screen.getByText(mantra.script)).toHaveAttribute('lang', 'te')
    expect(screen.getByText(mantra.transliteration)).toBeInTheDocument()
    expect(screen.getByText(mantra.meaning)).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'A Prayer for Kids' }),
    ).toBeInTheDocument()
  })

  it('hides the Telugu button until a Telugu voice is available', async () => {
    const user = userEvent.setup()
    const synth = new FakeSpeechSynthesis([fakeVoice('en-US')])
    vi.stubGlobal('speechSynthesis', synth)
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance)
    renderWithProviders(<PrayerAndMantra />)
    expect(screen.queryByRole('button', { name: SAY })).not.toBeInTheDocument()

    act(() => synth.setVoices([fakeVoice('en-US'), fakeVoice('te-IN')]))
    const button = screen.getByRole('button', { name: SAY })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await user.click(button)
    expect(synth.texts).toEqual([mantra.script])
    expect(synth.spoken[0]?.lang).toBe('te-IN')
    expect(button).toHaveAttribute('aria-pressed', 'true')
  })

  it('shows no Telugu button without speech synthesis', () => {
    renderWithProviders(<PrayerAndMantra />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
