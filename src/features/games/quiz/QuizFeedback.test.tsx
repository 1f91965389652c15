import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { quizQuestions } from '@/data/quiz'
import { quizQuestions as teluguQuiz } from '@/data/te/quiz'
import { renderWithProviders } from '@/test/render'
import { showTelugu } from '@/test/telugu'

import { QuizFeedback } from './QuizFeedback'

const [question] = quizQuestions

function Feedback() {
  const [saved, setSaved] = useState(false)
  return (
    <QuizFeedback
      question={question}
      selected={question.correct}
      isLast={false}
      onNext={vi.fn()}
      source="/vasavi-story#the-sacred-fire"
      saved={saved}
      onToggleSave={() => setSaved((was) => !was)}
    />
  )
}

describe('QuizFeedback: Learn more', () => {
  it('names the source page and keeps it for after the round without leaving', async () => {
    const user = userEvent.setup()
    const { router } = renderWithProviders(<Feedback />, { route: '/games' })
    const learnMore = screen.getByRole('button', {
      name: /Learn more after the round: The Vasavi Story: The Sacred Fire/,
    })
    expect(learnMore).toHaveAttribute('aria-pressed', 'false')
    expect(
      screen.queryByText(/Saved for after the round/),
    ).not.toBeInTheDocument()

    await user.click(learnMore)
    expect(learnMore).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText(/Saved for after the round/)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/games')
    expect(router.state.location.hash).toBe('')
    // The explanation and Next are still there: the round goes on.
    expect(screen.getByText(question.explanation)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Next question/ })).toBeEnabled()

    // By keyboard, the same control takes the page back out.
    learnMore.focus()
    await user.keyboard('{Enter}')
    expect(learnMore).toHaveAttribute('aria-pressed', 'false')
  })

  it('speaks Telugu on Telugu pages', async () => {
    await showTelugu()
    const [telugu] = teluguQuiz
    renderWithProviders(
      <QuizFeedback
        question={telugu}
        selected={telugu.correct}
        isLast
        onNext={vi.fn()}
        source="/vasavi-story#the-sacred-fire"
        saved
        onToggleSave={vi.fn()}
      />,
      { route: '/te/games' },
    )
    expect(
      screen.getByRole('button', {
        name: /రౌండ్ తర్వాత ఇంకా తెలుసుకోండి: వాసవి కథ: పవిత్ర అగ్ని/,
      }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText(/రౌండ్ తర్వాత చదవడానికి ఉంచాం/)).toBeInTheDocument()
  })
})
