import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { QUIZ_QUESTION_IDS, quizQuestions } from '@/data/quiz'
import { quizQuestions as teluguQuiz } from '@/data/te/quiz'
import { showTelugu } from '@/test/telugu'

import {
  createRecordingPlayer,
  stubAnimate,
  stubMediaQueries,
} from '../shared/fakeBrowser'
import {
  fakeQuizBackend,
  renderGame,
  setupGameUser,
  tick,
  visible,
  withGameFakeTimers,
} from '../shared/gameTestSetup'
import { REDUCED_MOTION_QUERY } from '../shared/motion'
import { QuizGame } from './QuizGame'

/** A guest's backend whose every round is the first quiz's 12 questions. */
const fakeBackend = () =>
  fakeQuizBackend(QUIZ_QUESTION_IDS, 12, [
    'heritage_explorer',
    'cultural_scholar',
  ])

/** Presses Start on the quiz's start screen. */
async function start(
  user: ReturnType<typeof setupGameUser>,
  name = 'Start the quiz',
) {
  await user.click(screen.getByRole('button', { name }))
  // The round is drawn (a promise), then shown.
  await act(() => vi.runAllTimersAsync())
}

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
    'locks the options, keeps the feedback until Next question, and records the score',
    {
      timeout: 60_000,
    },
    async () => {
      const user = setupGameUser()
      const backend = fakeBackend()
      renderGame(<QuizGame onBack={() => {}} />, { backend })
      await start(user)

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

      // No timer moves on: a minute later the feedback is still there.
      const next = screen.getByRole('button', { name: 'Next question' })
      expect(next).toHaveFocus()
      tick(60_000)
      expect(visible('Question 1 of 12 | Score: 0')).toBeInTheDocument()
      expect(screen.getByText(first.explanation)).toBeInTheDocument()
      await user.click(next)
      expect(visible('Question 2 of 12 | Score: 0')).toBeInTheDocument()
      expect(
        screen.getByRole('heading', { name: quizQuestions[1]?.question }),
      ).toHaveFocus()

      // Play Again later resets; first answer the rest correctly.
      for (const [index, question] of quizQuestions.slice(1).entries()) {
        await user.click(optionButton(question.options[question.correct]))
        const last = index === quizQuestions.length - 2
        await user.click(
          screen.getByRole('button', {
            name: last ? 'See my score' : 'Next question',
          }),
        )
      }
      expect(
        screen.getByRole('heading', { name: 'You scored 11 out of 12' }),
      ).toHaveFocus()
      expect(screen.getByText(/^Great job!/)).toBeInTheDocument()
      await act(() => vi.runAllTimersAsync())
      expect(backend.recordGameResult).toHaveBeenCalledTimes(1)
      // The answers go with the score, for the backend to mark.
      expect(backend.recordGameResult).toHaveBeenCalledWith(
        {
          gameType: 'quiz',
          value: 11,
          answers: quizQuestions.map((q, i) => ({
            questionId: q.id,
            choice: i === 0 ? (first.correct + 1) % 4 : q.correct,
          })),
        },
        null,
      )
      expect(screen.getByText('You earned 12 points!')).toBeInTheDocument()
      expect(
        screen.getByText('New badge: Cultural Scholar!'),
      ).toBeInTheDocument()
      expect(
        screen.getByRole('link', { name: 'Sign up to keep your badges' }),
      ).toHaveAttribute('href', '/auth')

      // Play Again draws the next round at once, and its first question
      // takes the focus.
      await user.click(screen.getByRole('button', { name: 'Play Again' }))
      await act(() => vi.runAllTimersAsync())
      expect(visible('Question 1 of 12 | Score: 0')).toBeInTheDocument()
      expect(
        screen.getByRole('heading', { name: first.question }),
      ).toHaveFocus()
      expect(optionButton(first.options[0])).toBeEnabled()
      expect(backend.startQuiz).toHaveBeenCalledTimes(2)
      expect(backend.startQuiz).toHaveBeenLastCalledWith(null, '8-10')
    },
  )

  it(
    'is played to its end by keyboard alone: Enter picks, Enter goes on',
    { timeout: 60_000 },
    async () => {
      const user = setupGameUser()
      renderGame(<QuizGame onBack={() => {}} />, {
        backend: fakeBackend(),
      })
      // From the title: the age band (one stop), then Start.
      await user.tab()
      expect(screen.getByRole('radio', { name: '8 to 10' })).toHaveFocus()
      await user.keyboard('{ArrowRight}')
      expect(screen.getByRole('radio', { name: '11 to 15' })).toBeChecked()
      await user.keyboard('{ArrowLeft}')
      await user.tab()
      expect(
        screen.getByRole('button', { name: 'Start the quiz' }),
      ).toHaveFocus()
      await user.keyboard('{Enter}')
      await act(() => vi.runAllTimersAsync())
      for (const [index, question] of quizQuestions.entries()) {
        // From the heading that has the focus, Tab reaches the answers.
        const target = optionButton(question.options[question.correct])
        for (let tabs = 0; tabs <= question.correct; tabs += 1) {
          await user.tab()
        }
        expect(target).toHaveFocus()
        await user.keyboard(index % 2 ? ' ' : '{Enter}')
        const last = index === quizQuestions.length - 1
        expect(
          screen.getByRole('button', {
            name: last ? 'See my score' : 'Next question',
          }),
        ).toHaveFocus()
        await user.keyboard(index % 2 ? '{Enter}' : ' ')
      }
      expect(
        screen.getByRole('heading', { name: 'You scored 12 out of 12' }),
      ).toHaveFocus()
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
    await start(user)
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
      await user.click(screen.getByRole('button', { name: 'Next question' }))
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
      await start(user, 'క్విజ్ మొదలుపెట్టండి')
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
        const last = index === teluguQuiz.length - 1
        await user.click(
          screen.getByRole('button', {
            name: last ? 'నా స్కోరు చూపించండి' : 'తర్వాతి ప్రశ్న',
          }),
        )
      }
      expect(
        screen.getByRole('heading', { name: 'మీ స్కోరు: 12‌లో 12' }),
      ).toHaveFocus()
      await act(() => vi.runAllTimersAsync())
      expect(backend.recordGameResult).toHaveBeenCalledWith(
        {
          gameType: 'quiz',
          value: 12,
          answers: teluguQuiz.map((q) => ({
            questionId: q.id,
            choice: q.correct,
          })),
        },
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
