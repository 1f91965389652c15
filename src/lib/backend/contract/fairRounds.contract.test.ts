import { beforeEach, describe, expect, it } from 'vitest'

import { CONTRACT_BACKENDS, familyWith } from '@/test/backendContract'
import type { FakeNetwork } from '@/test/fakeSupabaseServer'
import { answered } from '@/test/quizAnswers'

import type { Backend } from './backend'

beforeEach(() => {
  window.localStorage.clear()
})

/**
 * Fair rounds (decision 075): an honest device keeps every point it earned,
 * playing online, offline and both. On Supabase the device keeps a round
 * the server drew for each child and plays it offline; the server scores
 * it when it arrives. The device backend has no server to miss: it plays
 * and scores the same rounds either way.
 */
describe.each(CONTRACT_BACKENDS)(
  'the $name backend: fair rounds',
  ({ name, make }) => {
    async function play(backend: Backend, childId: string, right: number) {
      const round = await backend.startQuiz(childId, '8-10')
      return backend.recordGameResult(answered(round, right), round.sessionId)
    }

    it('keeps every point of rounds played online, offline and mixed', async () => {
      const network: FakeNetwork = { online: true }
      const backend = make(network)
      const [asha] = await familyWith(backend, ['Asha'])
      const childId = asha?.id ?? ''
      const earned: number[] = []
      const playAndCount = async (right: number) => {
        const recorded = await play(backend, childId, right)
        expect(recorded.points).toBe(right)
        earned.push(recorded.points)
        return recorded
      }

      // Online.
      expect((await playAndCount(9)).savedTo).toBe('account')
      await playAndCount(12)
      // Offline: the round kept for Asha, kept for the server.
      network.online = false
      const offline = await playAndCount(10)
      expect(offline.savedTo).toBe(name === 'supabase' ? 'outbox' : 'account')
      // Back online: the round arrives with its points, once.
      network.online = true
      const sent = await backend.sendOfflineRounds({ ignoreBackoff: true })
      expect(sent.added.map((r) => r.points)).toEqual(
        name === 'supabase' ? [10] : [],
      )
      expect(sent.refused).toEqual([])
      // Mixed: online, offline, online again.
      await playAndCount(6)
      network.online = false
      await playAndCount(11)
      network.online = true
      await backend.sendOfflineRounds({ ignoreBackoff: true })
      await playAndCount(3)
      // Sent again (a lost answer), nothing counts twice.
      await backend.sendOfflineRounds({ ignoreBackoff: true })

      const progress = await backend.getMyProgress(childId)
      expect(earned).toEqual([9, 12, 10, 6, 11, 3])
      expect(progress.totalScore).toBe(9 + 12 + 10 + 6 + 11 + 3)
      expect(progress.quizBest).toBe(12)
      expect(
        (await backend.getOfflineRounds()).every((r) => r.status === 'added'),
      ).toBe(true)
    })

    it('a second round offline is for practice on Supabase: no points promised, none given', async () => {
      const network: FakeNetwork = { online: true }
      const backend = make(network)
      const [asha] = await familyWith(backend, ['Asha'])
      const childId = asha?.id ?? ''
      await play(backend, childId, 5)
      network.online = false
      // The kept round, then a round with none kept.
      expect((await play(backend, childId, 8)).points).toBe(8)
      const practice = await play(backend, childId, 12)
      expect(practice.points).toBe(name === 'supabase' ? 0 : 12)
      network.online = true
      await backend.sendOfflineRounds({ ignoreBackoff: true })
      const progress = await backend.getMyProgress(childId)
      expect(progress.totalScore).toBe(name === 'supabase' ? 5 + 8 : 5 + 8 + 12)
    })
  },
)
