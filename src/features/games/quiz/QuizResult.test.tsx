import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'
import { showTelugu } from '@/test/telugu'

import { QuizResult } from './QuizResult'

const QUESTIONS = [
  { source: '/#festivals' },
  { source: '/vasavi-story#the-sacred-fire' },
  { source: '/#festivals' },
  { source: '/gotra/kashyapa' },
]

const markRead = vi.fn()

function renderResult(saved: readonly string[], route: string) {
  return renderWithProviders(
    <QuizResult
      score={3}
      total={4}
      feedback="good"
      result={undefined}
      isRecording={false}
      error={null}
      onPlayAgain={vi.fn()}
      questions={QUESTIONS}
      learnMore={{
        list: saved.map((source) => ({ source, read: false })),
        saved,
        save: vi.fn(),
        remove: vi.fn(),
        markRead,
      }}
    />,
    { route },
  )
}

function learnMoreLinks() {
  const section = screen.getByRole('region', {
    name: /^(Learn more|ఇంకా తెలుసుకోండి)$/,
  })
  return within(section).getAllByRole('link')
}

describe('QuizResult: Learn more', () => {
  it('links to the saved pages first, then the rest of the round, each once', async () => {
    const user = userEvent.setup()
    const { router } = renderResult(['/gotra/kashyapa'], '/games')
    const links = learnMoreLinks()
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Kashyapa Gotra saved', '/gotra/kashyapa'],
      ['Vasavi Kids home: Our Celebrations', '/#festivals'],
      ['The Vasavi Story: The Sacred Fire', '/vasavi-story#the-sacred-fire'],
    ])
    await user.click(links[2] as HTMLElement)
    expect(markRead).toHaveBeenCalledWith('/vasavi-story#the-sacred-fire')
    expect(router.state.location.pathname).toBe('/vasavi-story')
    expect(router.state.location.hash).toBe('#the-sacred-fire')
  })

  it('links to the Telugu pages in the Telugu edition', async () => {
    await showTelugu()
    renderResult([], '/te/games')
    const links = learnMoreLinks()
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/te#festivals',
      '/te/vasavi-story#the-sacred-fire',
      '/te/gotra/kashyapa',
    ])
    expect(links[1]).toHaveTextContent('వాసవి కథ: పవిత్ర అగ్ని')
  })
})
