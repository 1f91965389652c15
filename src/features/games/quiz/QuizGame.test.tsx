import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { quizQuestions } from '@/data/quiz'
import { quizQuestions as teluguQuiz } from '@/data/te/quiz'
import { showTelugu } from '@/test/telugu'

import {
  createRecordingPlayer,
  stubAnimate,
  stubMediaQueries,
} from '../shared/fakeBrowser'
import {
  fakeGameBackend,
  renderGame,
  setupGameUser,
  tick,
  withGameFakeTimers,
  visible,
} from '../shared/gameTestSetup'
import { REDUCED_MOTION_QUERY } from '../shared/motion'
import { QUIZ_FEEDBACK_MS } from './logic'
import { QuizGame } from './QuizGame'

const fakeBackend = () =>
  fakeGameBackend(12, ['heritage_explorer', 'cultural_scholar'])

function optionButton(name: string) {
  return within(screen.getByRole('list', { name: 'Answers' })).getByRole(
    'button',
    { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) },
  )
}

describe('QuizGame', () => {
  withGameFakeTimers()

  // Twelve questions of clicks: generous time on a busy machine.
  it(
    'locks the options, shows feedback for exactly 2 s, and records the score',
    {
      timeout: 60_000,
    },
    async () => {
      const user = setupGameUser()
      const backend = fakeBackend()
      renderGame(<QuizGame onBack={() => {}} />, { backend })

      expect(visible('Question 1 of 12 | Score: 0')).toBeInTheDocument()
      const [first] = quizQuestions
      const wrong = first.options[(first.correct + 1) % 4] ?? ''
      await user.click(optionButton(wrong))

      // The right answer is highlighted, the wrong pick marked, all locked.
      const right = first.options[first.correct]
      expect(optionButton(right)).toHaveAccessibleName(`${right}, right answer`)
      expect(optionButton(wrong)).toHaveAccessibleName(`${wrong}, your answer`)
      for (const option of first.options) {
        expect(optionButton(option)).toBeDisabled()
      }
      expect(screen.getByText(first.explanation)).toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent(first.explanation)

      tick(QUIZ_FEEDBACK_MS - 1)
      expect(visible('Question 1 of 12 | Score: 0')).toBeInTheDocument()
      tick(1)
      expect(visible('Question 2 of 12 | Score: 0')).toBeInTheDocument()

      // Play Again later resets; first answer the rest correctly.
      for (const question of quizQuestions.slice(1)) {
        await user.click(optionButton(question.options[question.correct]))
        tick(QUIZ_FEEDBACK_MS)
      }
      expect(
        screen.getByRole('heading', { name: 'You scored 11 out of 12' }),
      ).toHaveFocus()
      expect(screen.getByText(/^Great job!/)).toBeInTheDocument()
      await act(() => vi.runAllTimersAsync())
      expect(backend.recordGameResult).toHaveBeenCalledTimes(1)
      expect(backend.recordGameResult).toHaveBeenCalledWith(
        { gameType: 'quiz', value: 11 },
        null,
      )
      expect(screen.getByText('You earned 12 points!')).toBeInTheDocument()
      expect(
        screen.getByText('New badge: Cultural Scholar!'),
      ).toBeInTheDocument()
      expect(
        screen.getByRole('link', { name: 'Sign up to keep your badges' }),
      ).toHaveAttribute('href', '/auth')

      await user.click(screen.getByRole('button', { name: 'Play Again' }))
      expect(visible('Question 1 of 12 | Score: 0')).toBeInTheDocument()
      expect(
        screen.getByRole('heading', { name: 'Cultural Quiz Challenge' }),
      ).toHaveFocus()
      expect(optionButton(first.options[0])).toBeEnabled()
      await act(() => vi.runAllTimersAsync())
      expect(backend.startGame).toHaveBeenCalledTimes(2)
    },
  )

  it.each([
    ['shakes a wrong answer', [], 1],
    ['only marks it when motion is reduced', [REDUCED_MOTION_QUERY], 0],
  ])('%s and sounds right and wrong', async (_name, media, shakes) => {
    const user = setupGameUser()
    stubMediaQueries(media)
    const animations = stubAnimate()
    const { player, played } = createRecordingPlayer()
    renderGame(<QuizGame onBack={() => {}} />, {
      backend: fakeBackend(),
      player,
    })
    try {
      const [first, second] = quizQuestions
      if (!first || !second) throw new Error('Too few questions')
      const wrong = first.options[(first.correct + 1) % 4] ?? ''
      await user.click(optionButton(wrong))
      expect(played()).toEqual(['wrong'])
      expect(optionButton(wrong)).toHaveClass('border-red-700')
      expect(animations.calls.map((call) => call.element)).toEqual(
        shakes ? [optionButton(wrong)] : [],
      )
      tick(QUIZ_FEEDBACK_MS)
      await user.click(optionButton(second.options[second.correct] ?? ''))
      expect(played()).toEqual(['wrong', 'right'])
    } finally {
      animations.restore()
    }
  })
})

describe('QuizGame in Telugu', () => {
  withGameFakeTimers()

  it(
    'asks the Telugu questions and scores, saves and awards badges as in English',
    { timeout: 60_000 },
    async () => {
      await showTelugu()
      const user = setupGameUser()
      const backend = fakeBackend()
      renderGame(<QuizGame onBack={() => {}} />, {
        backend,
        route: '/te/games',
      })
      const answers = () => within(screen.getByRole('list', { name: 'జవాబులు' }))
      expect(
        screen.getByText('ప్రశ్న 1/12 | స్కోరు: 0', {
          ignore: '[role="status"]',
        }),
      ).toBeInTheDocument()
      for (const [index, question] of teluguQuiz.entries()) {
        // Same order, same right answer as the English quiz.
        expect(question.correct).toBe(quizQuestions[index]?.correct)
        await user.click(
          answers().getByRole('button', {
            name: new RegExp(
              `^${(question.options[question.correct] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
            ),
          }),
        )
        tick(QUIZ_FEEDBACK_MS)
      }
      expect(
        screen.getByRole('heading', { name: 'మీ స్కోరు: 12 లో 12' }),
      ).toHaveFocus()
      await act(() => vi.runAllTimersAsync())
      expect(backend.recordGameResult).toHaveBeenCalledWith(
        { gameType: 'quiz', value: 12 },
        null,
      )
      expect(screen.getByText('మీకు 12 పాయింట్లు వచ్చాయి!')).toBeInTheDocument()
      expect(screen.getByText('కొత్త బ్యాడ్జి: సంస్కృతి జ్ఞాని!')).toBeInTheDocument()
      expect(
        screen.getByRole('link', { name: /పేరు నమోదు చేసుకోండి/ }),
      ).toHaveAttribute('href', '/te/auth')
    },
  )
})
