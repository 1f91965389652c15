import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { questionBank } from '@/data/questionBank'
import { questionBank as teluguBank } from '@/data/te/questionBank'
import type { ChildLearning, ChildProfile } from '@/lib/backend'
import { renderWithProviders } from '@/test/render'
import { showTelugu } from '@/test/telugu'

import { LearningReport } from './LearningReport'

const child = (id: string, funName: string): ChildProfile => ({
  id,
  funName,
  avatar: 'peacock',
  ageBand: '8-10',
  hiddenFromLeaderboard: false,
  createdAt: '2026-10-01T10:00:00Z',
})

const PROFILES = [child('p1', 'Brave Lotus'), child('p2', 'Happy Kite')]

const LEARNING: ChildLearning[] = [
  {
    profileId: 'p1',
    topics: [
      { topic: 'vasavi-story', answered: 8, right: 6 },
      { topic: 'festivals', answered: 3, right: 1 },
    ],
    mostMissed: [
      { questionId: 'q-fest-006', missed: 2 },
      { questionId: 'q-removed-1', missed: 2 },
    ],
  },
]

const bankQuestion = (bank: typeof questionBank, id: string) => {
  const found = bank.find((question) => question.id === id)
  if (!found) throw new Error(`${id} is not in the bank`)
  return found
}

function renderReport(
  props: Partial<Parameters<typeof LearningReport>[0]> = {},
  route = '/family',
) {
  return renderWithProviders(
    <LearningReport
      learning={LEARNING}
      profiles={PROFILES}
      isPending={false}
      isError={false}
      onRetry={vi.fn()}
      {...props}
    />,
    { route },
  )
}

describe('LearningReport', () => {
  it('shows each topic played with the share answered right, in a table', () => {
    renderReport()
    const card = screen.getByRole('region', {
      name: 'Brave Lotus: what was learnt in the last 8 weeks',
    })
    const rows = within(card).getAllByRole('row').slice(1)
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
    ).toEqual([
      ['Vasavi’s story', '75% (6 of 8)'],
      ['Festivals', '33% (1 of 3)'],
    ])
  })

  it('lists the most missed questions with the right answer and explanation', () => {
    renderReport()
    const festival = bankQuestion(questionBank, 'q-fest-006')
    const card = screen.getByRole('region', { name: /^Brave Lotus/ })
    expect(
      within(card).getByRole('heading', { name: 'Most often missed' }),
    ).toBeInTheDocument()
    const items = within(card).getAllByRole('listitem')
    // The question the bank no longer has is left out.
    expect(items).toHaveLength(1)
    expect(items[0]).toHaveTextContent(festival.question)
    expect(items[0]).toHaveTextContent(
      `Right answer: ${festival.options[festival.correct]}`,
    )
    expect(items[0]).toHaveTextContent(festival.explanation)
    expect(items[0]).toHaveTextContent('Missed 2 times')
  })

  it('tells kindly when a child has not played the quiz yet', () => {
    renderReport()
    const card = screen.getByRole('region', { name: /^Happy Kite/ })
    expect(card).toHaveTextContent(
      'No quiz rounds yet in the last 8 weeks. When Happy Kite plays the quiz, the topics will show here.',
    )
    expect(within(card).queryByRole('table')).not.toBeInTheDocument()
  })

  it('says when it is loading, and offers Try again when it failed', async () => {
    const user = userEvent.setup()
    const { unmount } = renderReport({ learning: undefined, isPending: true })
    expect(screen.getByRole('status')).toHaveTextContent(
      'Loading what your children learnt…',
    )
    unmount()
    const onRetry = vi.fn()
    renderReport({ learning: undefined, isError: true, onRetry })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load what your children learnt just now.',
    )
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('is in Telugu, marked lang="te", in the Telugu edition', async () => {
    await showTelugu()
    renderReport({}, '/te/family')
    const festival = bankQuestion(teluguBank, 'q-fest-006')
    const card = screen.getByRole('region', {
      name: 'Brave Lotus: గత 8 వారాల్లో ఏమి నేర్చుకున్నారు',
    })
    expect(card).toHaveAttribute('lang', 'te')
    expect(
      within(card).getByRole('rowheader', { name: 'వాసవి కథ' }),
    ).toBeInTheDocument()
    expect(within(card).getByText('75% (8‌లో 6)')).toBeInTheDocument()
    expect(within(card).getByText(festival.question)).toBeInTheDocument()
    expect(within(card).getByText(festival.explanation)).toBeInTheDocument()
    expect(
      screen.getByRole('region', { name: /^Happy Kite/ }),
    ).toHaveTextContent('గత 8 వారాల్లో ఇంకా క్విజ్ రౌండ్లు లేవు.')
  })
})
