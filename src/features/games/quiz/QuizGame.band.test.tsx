import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'

import { questionBank, type QuestionBand } from '@/data/questionBank'
import { deviceFamily } from '@/test/family'
import { createTestBackend, renderWithProviders } from '@/test/render'

import { QUIZ_BAND_KEY, quizBandChoice } from './quizBandChoice'
import { QuizGame } from './QuizGame'

/** The question on screen and the band it belongs to. */
async function shownBand(): Promise<QuestionBand | undefined> {
  const answers = await screen.findByRole('list', { name: 'Answers' })
  const heading = screen.getByRole('heading', { level: 3 })
  const question = questionBank.find((q) => q.question === heading.textContent)
  expect(within(answers).getAllByRole('button')).toHaveLength(
    question?.options.length ?? -1,
  )
  return question?.band
}

describe('QuizGame: the questions’ age band', () => {
  beforeEach(() => {
    // The choice also lasts the visit in memory: back to nothing chosen.
    quizBandChoice.write('8-11')
    window.localStorage.clear()
  })

  it('lets a guest choose 12+, remembers it, and asks the 12–15 questions', async () => {
    const user = userEvent.setup()
    renderWithProviders(<QuizGame onBack={() => {}} />, {
      backend: createTestBackend(),
    })
    const group = screen.getByRole('group', { name: 'Your age' })
    expect(within(group).getByRole('radio', { name: '8–11' })).toBeChecked()
    await user.click(within(group).getByRole('radio', { name: '12+' }))
    expect(within(group).getByRole('radio', { name: '12+' })).toBeChecked()
    expect(screen.getByText('Questions for ages 12+')).toBeInTheDocument()
    expect(window.localStorage.getItem(QUIZ_BAND_KEY)).toBe('12-15')
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }))
    expect(await shownBand()).toBe('12-15')
  })

  it('plays a child’s own band, with three options for ages 5–7', async () => {
    const user = userEvent.setup()
    const { backend, profiles } = await deviceFamily({
      children: ['Chinni'],
      playing: 'Chinni',
    })
    await backend.updateProfile(profiles[0]?.id ?? '', { ageBand: '5-7' })
    // A band chosen on this device before does not change the child's.
    window.localStorage.setItem(QUIZ_BAND_KEY, '12-15')
    renderWithProviders(<QuizGame onBack={() => {}} />, { backend })
    expect(
      await screen.findByText('Questions for ages 5–7'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }))
    expect(await shownBand()).toBe('5-7')
  })
})
