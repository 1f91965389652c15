import { NOTHING_TO_SEND, type RoundsBackend } from '../backend'
import { BackendError } from '../errors'
import { progressFrom } from '../guestStore'
import { addResult, isValidResult, newBadges, pointsFor } from '../scoring'
import { later, type DeviceStore } from './deviceStore'

/**
 * The device backend's game rounds: a child's results kept with the family
 * in this browser, scored by the same rules as the server; a guest's in the
 * guest store.
 */
export function createDeviceRounds(store: DeviceStore): RoundsBackend {
  const { now, guest, sessions } = store

  return {
    startGame: (profileId, gameType) =>
      later(() => {
        const family = store.currentFamily()
        if (!family || profileId === null) return null
        store.profileOf(family, profileId)
        const id = crypto.randomUUID()
        sessions.set(id, { familyId: family.id, profileId, gameType })
        return id
      }),

    recordGameResult: (result, gameSessionId) =>
      later(() => {
        if (gameSessionId === null) return guest.record(result)
        const open = sessions.get(gameSessionId)
        sessions.delete(gameSessionId)
        const family = store.currentFamily()
        if (
          !open ||
          open.gameType !== result.gameType ||
          family?.id !== open.familyId
        ) {
          throw new BackendError('unknown', 'The game session did not start.')
        }
        const profile = store.profileOf(family, open.profileId)
        const points = pointsFor(result)
        const before = progressFrom(profile.results.filter(isValidResult))
        const after = addResult(before, result)
        const stored = { ...result, at: now() }
        store.updateFamily((f) => ({
          ...f,
          profiles: f.profiles.map((p) =>
            p.id === profile.id ? { ...p, results: [...p.results, stored] } : p,
          ),
        }))
        return {
          points,
          newBadges: newBadges(before, after),
          savedTo: 'account' as const,
        }
      }),

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
}
