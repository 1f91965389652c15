import { beforeEach, describe, expect, it } from 'vitest'

import { CONTRACT_BACKENDS, familyWith } from '@/test/backendContract'
import { answered } from '@/test/quizAnswers'

import { pointsFor } from '../rules/scoring'
import { EMPTY_PROGRESS } from './types'

beforeEach(() => {
  window.localStorage.clear()
})

const STORY = { gameType: 'story', value: 1 } as const
const QUIZ = { gameType: 'quiz', value: 9 } as const

describe.each(CONTRACT_BACKENDS)('the $name backend: rounds', ({ make }) => {
  it("keeps a guest's round on this device", async () => {
    const backend = make()
    expect(await backend.startGame(null, 'story')).toBeNull()
    expect(await backend.recordGameResult(STORY, null)).toMatchObject({
      points: pointsFor(STORY),
      savedTo: 'device',
    })
    expect(await backend.getMyProgress(null)).toMatchObject({
      totalScore: pointsFor(STORY),
      completedGameTypes: ['story'],
    })
  })

  it("records a child's round to the account and scores it", async () => {
    const backend = make()
    const [asha] = await familyWith(backend, ['Asha'])
    const childId = asha?.id ?? ''
    expect(await backend.getMyProgress(childId)).toEqual(EMPTY_PROGRESS)
    const round = await backend.startQuiz(childId, '8-10')
    const id = round.sessionId
    expect(id).toEqual(expect.any(String))
    const recorded = await backend.recordGameResult(answered(round, 9), id)
    expect(recorded).toMatchObject({
      points: pointsFor(QUIZ),
      savedTo: 'account',
    })
    const progress = await backend.getMyProgress(childId)
    expect(progress).toMatchObject({
      totalScore: pointsFor(QUIZ),
      quizBest: QUIZ.value,
      completedGameTypes: ['quiz'],
    })
    expect(progress.badges).toEqual(recorded.newBadges)
    // The guest's progress is another's.
    expect(await backend.getMyProgress(null)).toEqual(EMPTY_PROGRESS)
  })

  it('refuses a round for a child of no family of theirs', async () => {
    const backend = make()
    await familyWith(backend)
    await expect(
      backend.startGame('no-such-child', 'story'),
    ).rejects.toMatchObject({ kind: 'profile-not-found' })
  })

  it('has no round waiting to be sent', async () => {
    const backend = make()
    await familyWith(backend, ['Asha'])
    expect(await backend.getOfflineRounds()).toEqual([])
    expect(await backend.sendOfflineRounds()).toEqual({
      added: [],
      refused: [],
      retryAt: null,
    })
  })
})
