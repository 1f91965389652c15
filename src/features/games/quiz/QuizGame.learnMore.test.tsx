import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { quizQuestions } from '@/data/quiz'

import {
  fakeQuizBackend,
  renderGame,
  setupGameUser,
  withGameFakeTimers,
} from '../shared/gameTestSetup'
import { QuizGame } from './QuizGame'

/** Two questions from different pages: the second one's page is saved. */
const QUESTIONS = [quizQuestions[0], quizQuestions[4]].filter(
  (question) => question !== undefined,
)

/** A guest's backend whose every round is QUESTIONS. */
const fakeBackend = () =>
  fakeQuizBackend(
    QUESTIONS.map((question) => question.id),
    2,
  )

describe('QuizGame: Learn more through a round', () => {
  withGameFakeTimers()

  it('keeps a saved page through the round, lists it first after it, and keeps it for the next round', async () => {
    const user = setupGameUser()
    const { router } = renderGame(<QuizGame onBack={() => {}} />, {
      backend: fakeBackend(),
      route: '/games',
    })
    const startRound = async () => {
      // The round is drawn (a promise), then shown.
      await act(() => vi.runAllTimersAsync())
    }
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }))
    await startRound()
    const [first, second] = QUESTIONS
    if (!first || !second) throw new Error('Too few questions')
    expect(first.source).not.toBe(second.source)

    const answers = () => screen.getByRole('list', { name: 'Answers' })
    await user.click(
      within(answers()).getAllByRole('button')[first.correct] as HTMLElement,
    )
    await user.click(screen.getByRole('button', { name: /Next question/ }))
    await user.click(
      within(answers()).getAllByRole('button')[second.correct] as HTMLElement,
    )
    await user.click(
      screen.getByRole('button', { name: /Learn more after the round/ }),
    )
    expect(router.state.location.pathname).toBe('/games')
    await user.click(screen.getByRole('button', { name: /See my score/ }))

    const list = await screen.findByRole('region', { name: 'Learn more' })
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual([second.source, first.source])
    expect(within(list).getAllByText('saved')).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: /Play Again/ }))
    await startRound()
    await user.click(
      within(answers()).getAllByRole('button')[first.correct] as HTMLElement,
    )
    await user.click(screen.getByRole('button', { name: /Next question/ }))
    await user.click(
      within(answers()).getAllByRole('button')[second.correct] as HTMLElement,
    )
    // The page stays in the To read list: the next round shows it kept.
    expect(screen.getByText(/Saved in your To read list/)).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: /^Remove .* from To read$/ }),
    ).toBeInTheDocument()
  })
})
