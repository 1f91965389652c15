import { beforeEach, describe, expect, it } from 'vitest'

import { CONTRACT_BACKENDS, familyWith } from '@/test/backendContract'
import { answered } from '@/test/quizAnswers'

import { pointsFor } from '../rules/scoring'
import type { Backend } from './backend'

beforeEach(() => {
  window.localStorage.clear()
})

const QUIZ = { gameType: 'quiz', value: 10 } as const
const STORY = { gameType: 'story', value: 1 } as const

async function play(
  backend: Backend,
  profileId: string,
  result: typeof QUIZ | typeof STORY,
) {
  if (result.gameType === 'quiz') {
    // A quiz is drawn and finished with its answers, 10 of them right.
    const round = await backend.startQuiz(profileId, '8-10')
    await backend.recordGameResult(
      answered(round, result.value),
      round.sessionId,
    )
    return
  }
  const id = await backend.startGame(profileId, result.gameType)
  await backend.recordGameResult(result, id)
}

describe.each(CONTRACT_BACKENDS)(
  'the $name backend: leaderboard',
  ({ make }) => {
    it('is empty before anyone has played', async () => {
      const backend = make()
      const [asha] = await familyWith(backend, ['Asha'])
      expect(await backend.getLeaderboard()).toEqual([])
      expect(await backend.getMyRank(asha?.id ?? '')).toBeNull()
    })

    it('ranks the children who played by total score', async () => {
      const backend = make()
      const [asha, ravi] = await familyWith(backend, ['Asha', 'Ravi'])
      await play(backend, asha?.id ?? '', STORY)
      await play(backend, ravi?.id ?? '', QUIZ)
      const board = await backend.getLeaderboard()
      expect(board.map((e) => [e.rank, e.funName, e.totalScore])).toEqual([
        [1, 'Ravi', pointsFor(QUIZ)],
        [2, 'Asha', pointsFor(STORY)],
      ])
      expect(board[0]).toMatchObject({ avatar: 'peacock', quizBest: 10 })
      expect(await backend.getLeaderboard(1)).toHaveLength(1)
    })

    it('leaves a hidden child off the list but gives them their row', async () => {
      const backend = make()
      const [asha, ravi] = await familyWith(backend, ['Asha', 'Ravi'])
      await play(backend, asha?.id ?? '', STORY)
      await play(backend, ravi?.id ?? '', QUIZ)
      await backend.updateProfile(ravi?.id ?? '', {
        hiddenFromLeaderboard: true,
      })
      const board = await backend.getLeaderboard()
      expect(board.map((e) => e.funName)).toEqual(['Asha'])
      expect(await backend.getMyRank(ravi?.id ?? '')).toMatchObject({
        funName: 'Ravi',
        rank: 1,
        totalScore: pointsFor(QUIZ),
      })
    })
  },
)
