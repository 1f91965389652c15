import type { FamilyBackend } from '../contract/backend'
import { BackendError } from '../contract/errors'
import type { KeptQuizAnswer } from '../contract/types'
import { canAddProfile } from '../rules/profileRules'
import { childLearning } from '../rules/quizLearning'
import { usernameForm } from '../rules/usernameRules'
import type { DeviceProfile } from './deviceData'
import { iso, later, toProfile, type DeviceStore } from './deviceStore'
import { childReport, earnedBadges, playedRounds } from './familyReport'
import { createDevicePin } from './pin'
import { reviewOf } from './rounds'

/**
 * The device backend's family: child profiles (a guest's results go to the
 * first one), the reports and the export. The PIN is in pin.ts.
 */
/** A child's kept quiz answers, oldest first, as the interface gives them. */
function keptAnswers(profile: DeviceProfile): KeptQuizAnswer[] {
  return (profile.quizAnswers ?? [])
    .toSorted((a, b) => a.at - b.at)
    .map(({ questionId, topic, correct, at }) => ({
      questionId,
      topic,
      correct,
      answeredAt: iso(at),
    }))
}

function learningOf(profile: DeviceProfile, at: number) {
  const { topics, mostMissed } = childLearning(
    profile.id,
    keptAnswers(profile),
    at,
    reviewOf(profile),
  )
  return { topics, mostMissed }
}

export function createDeviceFamily(store: DeviceStore): FamilyBackend {
  const { now, guest, sessions, read } = store

  return {
    ...createDevicePin(store),

    getFamily: () =>
      later(() => {
        const family = store.signedIn()
        return {
          parentEmail: family.email,
          consentedAt:
            family.consentedAt === null ? null : iso(family.consentedAt),
          policyVersion: family.policyVersion,
          hasPin: family.pin !== null,
          profiles: family.profiles.map(toProfile),
        }
      }),

    addProfile: (input) =>
      later(() => {
        const data = read()
        const family = store.signedIn(data)
        if (family.consentedAt === null) {
          throw new BackendError(
            'invalid-input',
            'A parent or guardian must confirm they are 18 or older first.',
          )
        }
        store.grownUpChange(family)
        if (!canAddProfile(family.profiles.length)) {
          throw new BackendError(
            'profile-limit',
            'A family has 6 profiles at most.',
          )
        }
        store.checkProfile(data, input)
        // A guest who signed up brings their results to the first child.
        const taken = family.profiles.length === 0 ? guest.results() : []
        const at = now()
        const profile: DeviceProfile = {
          id: crypto.randomUUID(),
          funName: usernameForm(input.funName),
          avatar: input.avatar,
          ageBand: input.ageBand ?? null,
          hidden: input.hiddenFromLeaderboard ?? false,
          createdAt: at,
          results: taken.map((result) => ({ ...result, at })),
        }
        store.updateFamily((f) => ({
          ...f,
          profiles: [...f.profiles, profile],
        }))
        if (taken.length > 0) guest.clear()
        return toProfile(profile)
      }),

    updateProfile: (profileId, changes) =>
      later(() => {
        const data = read()
        const family = store.signedIn(data)
        const profile = store.profileOf(family, profileId)
        store.grownUpChange(family)
        store.checkProfile(data, changes, profileId)
        const updated: DeviceProfile = {
          ...profile,
          funName:
            changes.funName === undefined
              ? profile.funName
              : usernameForm(changes.funName),
          avatar: changes.avatar ?? profile.avatar,
          ageBand:
            changes.ageBand === undefined ? profile.ageBand : changes.ageBand,
          hidden: changes.hiddenFromLeaderboard ?? profile.hidden,
        }
        store.updateFamily((f) => ({
          ...f,
          profiles: f.profiles.map((p) => (p.id === profileId ? updated : p)),
        }))
        return toProfile(updated)
      }),

    deleteProfile: (profileId) =>
      later(() => {
        const family = store.signedIn()
        store.profileOf(family, profileId)
        store.grownUpChange(family)
        store.updateFamily((f) => ({
          ...f,
          profiles: f.profiles.filter((p) => p.id !== profileId),
        }))
        for (const [id, open] of sessions) {
          if (open.profileId === profileId) sessions.delete(id)
        }
      }),

    getFamilyReport: () =>
      later(() => {
        const at = now()
        return store
          .signedIn()
          .profiles.map((profile) =>
            childReport(toProfile(profile), profile.results, at),
          )
      }),

    familyLearning: () =>
      later(() => {
        const at = now()
        return store
          .signedIn()
          .profiles.map((p) =>
            childLearning(p.id, keptAnswers(p), at, reviewOf(p)),
          )
      }),

    exportFamilyData: () =>
      later(() => {
        const family = store.signedIn()
        const at = now()
        return {
          format: 'vasavi-kids-family-export' as const,
          version: 1 as const,
          exportedAt: iso(now()),
          parent: {
            email: family.email,
            createdAt: iso(family.createdAt),
            consentedAt:
              family.consentedAt === null ? null : iso(family.consentedAt),
            policyVersion: family.policyVersion,
            hasPin: family.pin !== null,
          },
          children: family.profiles.map((profile) => ({
            profile: toProfile(profile),
            badges: earnedBadges(profile.results),
            rounds: playedRounds(profile.results),
            learning: learningOf(profile, at),
            quizAnswers: keptAnswers(profile),
          })),
        }
      }),
  }
}
