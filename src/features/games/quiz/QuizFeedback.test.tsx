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
      onSave={() => setSaved(true)}
      onRemove={() => setSaved(false)}
    />
  )
}

describe('QuizFeedback: Learn more', () => {
  it('names the source page and keeps it in To read without leaving; a second tap keeps it', async () => {
    const user = userEvent.setup()
    const { router } = renderWithProviders(<Feedback />, { route: '/games' })
    const learnMore = screen.getByRole('button', {
      name: /Learn more after the round: The Vasavi Story: The Sacred Fire/,
    })
    expect(
      screen.queryByText(/Saved in your To read list/),
    ).not.toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: /^Remove/ }),
    ).not.toBeInTheDocument()

    await user.click(learnMore)
    expect(screen.getByText(/Saved in your To read list/)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/games')
    expect(router.state.location.hash).toBe('')
    // The explanation and Next are still there: the round goes on.
    expect(screen.getByText(question.explanation)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Next question/ })).toBeEnabled()

    // A second tap keeps it: "Learn more" only ever adds.
    await user.click(learnMore)
    expect(screen.getByText(/Saved in your To read list/)).toBeInTheDocument()

    // The separate Remove takes it out, by keyboard too.
    const remove = screen.getByRole('button', {
      name: 'Remove The Vasavi Story: The Sacred Fire from To read',
    })
    remove.focus()
    await user.keyboard('{Enter}')
    expect(
      screen.queryByText(/Saved in your To read list/),
    ).not.toBeInTheDocument()
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
        onSave={vi.fn()}
        onRemove={vi.fn()}
      />,
      { route: '/te/games' },
    )
    expect(
      screen.getByRole('button', {
        name: /రౌండ్ తర్వాత ఇంకా తెలుసుకోండి: వాసవి కథ: పవిత్ర అగ్ని/,
      }),
    ).toBeInTheDocument()
    expect(screen.getByText(/“చదవాల్సినవి” జాబితాలో ఉంచాం/)).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: /నుంచి వాసవి కథ: పవిత్ర అగ్ని తీసేయండి/ }),
    ).toBeInTheDocument()
  })
})
