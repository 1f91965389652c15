import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'

import { questionBank, type QuestionBand } from '@/data/questionBank'
import { AGE_BAND_KEY, ageBandChoice } from '@/lib/ageBands/ageBandChoice'
import { deviceFamily } from '@/test/family'
import { createTestBackend, renderWithProviders } from '@/test/render'

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
    ageBandChoice.write('8-10')
    window.localStorage.clear()
  })

  it('lets a guest choose 11 to 15, remembers it, and asks those questions', async () => {
    const user = userEvent.setup()
    renderWithProviders(<QuizGame onBack={() => {}} />, {
      backend: createTestBackend(),
    })
    const group = screen.getByRole('group', { name: 'Your age' })
    expect(within(group).getByRole('radio', { name: '8 to 10' })).toBeChecked()
    await user.click(within(group).getByRole('radio', { name: '11 to 15' }))
    expect(within(group).getByRole('radio', { name: '11 to 15' })).toBeChecked()
    expect(screen.getByText('Questions for ages 11 to 15')).toBeInTheDocument()
    expect(window.localStorage.getItem(AGE_BAND_KEY)).toBe('11-15')
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }))
    expect(await shownBand()).toBe('11-15')
  })

  it('starts on a child’s own band, three options for ages 5 to 7', async () => {
    const user = userEvent.setup()
    const { backend, profiles } = await deviceFamily({
      children: ['Chinni'],
      playing: 'Chinni',
    })
    await backend.updateProfile(profiles[0]?.id ?? '', { ageBand: '5-7' })
    // A band chosen on this device before does not change the child's.
    window.localStorage.setItem(AGE_BAND_KEY, '11-15')
    renderWithProviders(<QuizGame onBack={() => {}} />, { backend })
    expect(
      await screen.findByText('Questions for ages 5 to 7'),
    ).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '5 to 7' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }))
    expect(await shownBand()).toBe('5-7')
  })

  it('lets a child of 11 to 15 play a round of 8 to 10, not kept for the guest', async () => {
    const user = userEvent.setup()
    const { backend, profiles } = await deviceFamily({
      children: ['Tiger'],
      playing: 'Tiger',
    })
    await backend.updateProfile(profiles[0]?.id ?? '', { ageBand: '11-15' })
    renderWithProviders(<QuizGame onBack={() => {}} />, { backend })
    await screen.findByText('Questions for ages 11 to 15')
    const group = screen.getByRole('group', { name: 'Your age' })
    expect(within(group).getByRole('radio', { name: '11 to 15' })).toBeChecked()
    await user.click(within(group).getByRole('radio', { name: '8 to 10' }))
    expect(
      screen.getByText(
        'Your own age group is 11 to 15. Playing another one is fine too.',
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }))
    expect(await shownBand()).toBe('8-10')
    expect(window.localStorage.getItem(AGE_BAND_KEY)).toBeNull()
  })
})
