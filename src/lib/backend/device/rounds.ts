import {
  afterMarking,
  reviewFromAnswers,
  type ReviewState,
} from '@/lib/quiz/review'

import { NOTHING_TO_SEND, type RoundsBackend } from '../contract/backend'
import { BackendError } from '../contract/errors'
import type { GameResult } from '../contract/types'
import {
  addResult,
  isValidResult,
  newBadges,
  pointsFor,
} from '../rules/scoring'
import type { DeviceProfile } from './deviceData'
import { later, type DeviceStore } from './deviceStore'
import { progressFrom } from './guestStore'

/**
 * The device backend's game rounds: a child's results kept with the family
 * in this browser, scored by the same rules as the server; a guest's in the
 * guest store. A child's quiz is drawn from their seen cycle, kept in their
 * profile, and marked from the answers against the bank (decision 056).
 */
/**
 * A child's review rounds: kept with the profile, or, for a profile from
 * before review rounds, worked out from the answers kept.
 */
export function reviewOf(profile: DeviceProfile): ReviewState {
  return profile.quizReview ?? reviewFromAnswers(profile.quizAnswers ?? [])
}

export function createDeviceRounds(store: DeviceStore): RoundsBackend {
  const { now, guest, sessions } = store
  const { drawKeptRound, drawQuiz, markQuiz, recordGuestRound } = store.quiz

  const notStarted = () =>
    new BackendError('unknown', 'The game session did not start.')

  /** Marks a quiz's answers: the value is the number right, never the client's. */
  async function marked(result: GameResult, drawn: readonly string[]) {
    const answers = await markQuiz(drawn, result.answers)
    const at = now()
    return {
      result: {
        gameType: 'quiz' as const,
        value: answers.filter((a) => a.correct).length,
      },
      kept: answers.map((a) => ({ ...a, at })),
    }
  }

  const rounds: RoundsBackend = {
    startGame: async (profileId, gameType) => {
      if (gameType === 'quiz' && profileId !== null) {
        // As start_game: a quiz without a band chosen is drawn all the same.
        return (await rounds.startQuiz(profileId, '8-10')).sessionId
      }
      return later(() => {
        const family = store.currentFamily()
        if (!family || profileId === null) return null
        store.profileOf(family, profileId)
        const id = crypto.randomUUID()
        sessions.set(id, { familyId: family.id, profileId, gameType })
        return id
      })
    },

    startQuiz: async (profileId, chosen) => {
      const family = store.currentFamily()
      if (!family || profileId === null) {
        return drawKeptRound(guest.guestSeen, chosen)
      }
      const profile = store.profileOf(family, profileId)
      // The band chosen for the round, whatever the profile's (decision
      // 068), with the questions due for review (decision 076).
      const drawn = await drawQuiz(
        profile.quizSeen ?? [],
        chosen,
        Math.random,
        reviewOf(profile),
      )
      store.updateFamily((f) => ({
        ...f,
        profiles: f.profiles.map((p) =>
          p.id === profileId
            ? { ...p, quizSeen: drawn.seen, quizReview: drawn.review }
            : p,
        ),
      }))
      const id = crypto.randomUUID()
      sessions.set(id, {
        familyId: family.id,
        profileId,
        gameType: 'quiz',
        questionIds: drawn.questionIds,
      })
      return { sessionId: id, band: chosen, questionIds: drawn.questionIds }
    },

    recordGameResult: async (given, gameSessionId) => {
      if (gameSessionId === null) return recordGuestRound(guest, given)
      const open = sessions.get(gameSessionId)
      sessions.delete(gameSessionId)
      const family = store.currentFamily()
      if (
        !open ||
        open.gameType !== given.gameType ||
        family?.id !== open.familyId
      ) {
        throw notStarted()
      }
      const quiz = open.questionIds
        ? await marked(given, open.questionIds)
        : null
      const result = quiz?.result ?? given
      const profile = store.profileOf(family, open.profileId)
      const points = pointsFor(result)
      const before = progressFrom(profile.results.filter(isValidResult))
      const after = addResult(before, result)
      const stored = {
        gameType: result.gameType,
        value: result.value,
        at: now(),
      }
      store.updateFamily((f) => ({
        ...f,
        profiles: f.profiles.map((p) =>
          p.id === profile.id
            ? {
                ...p,
                results: [...p.results, stored],
                quizAnswers: [...(p.quizAnswers ?? []), ...(quiz?.kept ?? [])],
                ...(quiz && {
                  quizReview: afterMarking(reviewOf(p), quiz.kept),
                }),
              }
            : p,
        ),
      }))
      return {
        points,
        newBadges: newBadges(before, after),
        savedTo: 'account' as const,
      }
    },

    getMyProgress: (profileId) =>
      later(() => {
        if (profileId === null) return guest.getProgress()
        const profile = store.profileOf(store.signedIn(), profileId)
        return progressFrom(profile.results.filter(isValidResult))
      }),

    // Device accounts keep every result in this browser, offline or not.
    getOfflineRounds: () => Promise.resolve([]),
    sendOfflineRounds: () => Promise.resolve(NOTHING_TO_SEND),
  }
  return rounds
}
