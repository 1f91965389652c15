import {
  PIN_MAX_MISSES,
  pinLockMs,
  type AgeBand,
  type AvatarId,
  type GameResult,
  type GameType,
  type KeptQuizAnswer,
} from '@/lib/backend/contract/types'
import { progressFrom } from '@/lib/backend/device/guestStore'
import {
  canAddProfile,
  funNameKey,
  profileProblem,
} from '@/lib/backend/rules/profileRules'
import { childLearning } from '@/lib/backend/rules/quizLearning'
import { createQuizRounds } from '@/lib/backend/rules/quizRounds'
import { rankPlayers, type RankablePlayer } from '@/lib/backend/rules/ranking'
import { addResult, newBadges, pointsFor } from '@/lib/backend/rules/scoring'
import type { QuestionBand } from '@/lib/quiz/bank'
import { afterMarking, EMPTY_REVIEW, type ReviewState } from '@/lib/quiz/review'

import { loadTestBank } from './questionBank'

const { drawQuiz, markQuiz } = createQuizRounds(loadTestBank)

/**
 * A Supabase project in memory, for the backend contract tests
 * (lib/backend/contract): GoTrue's password sign-in, sign-up and sign-out,
 * and the family functions, game sessions and leaderboard of
 * supabase/migrations, with the rules the SQL enforces (fun names unique
 * across families, six children at most, the PIN and its lock, hidden
 * children left off the public list). supabase-js runs for real over it:
 * only `fetch` is fake. Who calls is read from the bearer token.
 */

type Profile = {
  id: string
  funName: string
  avatar: AvatarId
  ageBand: AgeBand | null
  hidden: boolean
  createdAt: string
  results: (GameResult & { at: number })[]
  /** The quiz (decision 056): the seen cycle and the answers marked. */
  quizSeen: string[]
  answers: KeptQuizAnswer[]
  /** Review rounds (decision 076), as private.quiz_review keeps them. */
  review: ReviewState
}

type Parent = {
  id: string
  email: string
  password: string
  consentAt: string | null
  policyVersion: string | null
  pin: string | null
  pinMisses: number
  /** The lock's end (ms) and the locks since the last right PIN. */
  pinLockedUntil: number
  pinLocks: number
  profiles: Profile[]
}

type Answer = { status?: number; json: unknown }

const NOW = '2026-11-27T10:00:00.000Z'
const failure = (code: string, message: string, status = 400): Answer => ({
  status,
  // PostgREST's `code`; GoTrue's `error_code` (what supabase-js reads).
  json: { code, error_code: code, message, details: null, hint: null },
})

/**
 * private.pin_matches: refused (with the lock's end) while locked; a miss
 * counted, the fifth in a row locking for `pinLockMs`. True, or the answer.
 */
function pinMatches(parent: Parent, given: unknown): true | Answer {
  if (parent.pinLockedUntil > Date.now()) {
    return {
      status: 429,
      json: {
        code: 'PT429',
        message: 'pin_locked',
        details: new Date(parent.pinLockedUntil).toISOString(),
        hint: null,
      },
    }
  }
  if (given === parent.pin) {
    parent.pinMisses = 0
    parent.pinLocks = 0
    parent.pinLockedUntil = 0
    return true
  }
  parent.pinMisses += 1
  if (parent.pinMisses >= PIN_MAX_MISSES) {
    parent.pinMisses = 0
    parent.pinLockedUntil = Date.now() + pinLockMs(parent.pinLocks)
    parent.pinLocks += 1
  }
  return { json: false }
}

function sessionFor(parent: Parent) {
  return {
    access_token: `header.${parent.id}.signature`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: `refresh-${parent.id}`,
    user: {
      id: parent.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: parent.email,
      app_metadata: { provider: 'email' },
      user_metadata: {},
      created_at: NOW,
    },
  }
}

const profileRow = (p: Profile) => ({
  id: p.id,
  fun_name: p.funName,
  avatar: p.avatar,
  age_band: p.ageBand,
  hidden_from_leaderboard: p.hidden,
  created_at: p.createdAt,
})

/** Whether the fake server can be reached (tests switch it off). */
export type FakeNetwork = { online: boolean }

/** A password-reset e-mail GoTrue sent (decision 070): its link's token. */
export type ResetMail = {
  email: string
  tokenHash: string
  redirectTo: string | null
  used: boolean
  expired: boolean
}

export function createFakeSupabaseServer(
  network: FakeNetwork = { online: true },
) {
  const parents: Parent[] = []
  const resetMails: ResetMail[] = []
  // submit_offline_round's outcomes, by child and client id.
  const offlineRounds = new Map<string, Record<string, unknown>>()
  const sessions = new Map<
    string,
    { profileId: string; gameType: GameType; drawn?: string[] }
  >()

  const allProfiles = () => parents.flatMap((parent) => parent.profiles)
  const progressOf = (p: Profile) => progressFrom(p.results)

  function board(alsoShow?: string) {
    const players: RankablePlayer[] = allProfiles()
      .filter((p) => p.results.length > 0 && (!p.hidden || p.id === alsoShow))
      .map((p) => ({
        profileId: p.id,
        funName: p.funName,
        avatar: p.avatar,
        progress: progressOf(p),
        reachedAt: p.results.at(-1)?.at ?? 0,
      }))
    return rankPlayers(players).map((entry) => ({
      rank: entry.rank,
      profile_id: entry.profileId,
      fun_name: entry.funName,
      avatar: entry.avatar,
      total_score: entry.totalScore,
      quiz_best: entry.quizBest,
      memory_best: entry.memoryBest,
      achievement_count: entry.achievementCount,
    }))
  }

  /** A result scored for a child: its points and the badges it earned. */
  function record(child: Profile, result: GameResult) {
    const before = progressOf(child)
    child.results.push({ ...result, at: Date.now() })
    const after = addResult(before, result)
    return { points: pointsFor(result), new_badges: newBadges(before, after) }
  }

  function checkProfile(
    input: { funName?: string; avatar?: AvatarId; ageBand?: AgeBand | null },
    except?: string,
  ): Answer | null {
    if (profileProblem(input)) return failure('VK006', 'invalid_input')
    const key = input.funName === undefined ? null : funNameKey(input.funName)
    const taken = allProfiles().some(
      (p) => p.id !== except && funNameKey(p.funName) === key,
    )
    return taken ? failure('VK004', 'name_taken') : null
  }

  async function rpc(
    name: string,
    body: Record<string, unknown>,
    parent: Parent,
  ): Promise<Answer> {
    const profile = (id: unknown) => parent.profiles.find((p) => p.id === id)
    switch (name) {
      case 'get_family':
        return {
          json: [
            {
              parent_email: parent.email,
              created_at: NOW,
              consent_at: parent.consentAt,
              policy_version: parent.policyVersion,
              has_pin: parent.pin !== null,
            },
          ],
        }
      case 'add_child_profile': {
        if (!canAddProfile(parent.profiles.length)) {
          return failure('VK003', 'profile_limit')
        }
        const input = {
          funName: String(body.fun_name),
          avatar: body.avatar as AvatarId,
          ageBand: (body.age_band as AgeBand | undefined) ?? null,
        }
        const refused = checkProfile(input)
        if (refused) return refused
        const added: Profile = {
          id: crypto.randomUUID(),
          ...input,
          hidden: body.hidden_from_leaderboard === true,
          createdAt: NOW,
          results: [],
          quizSeen: [],
          answers: [],
          review: EMPTY_REVIEW,
        }
        parent.profiles.push(added)
        return { json: profileRow(added) }
      }
      case 'update_child_profile': {
        const found = profile(body.profile_id)
        if (!found) return failure('VK002', 'profile_not_found')
        const changes = body.changes as Record<string, unknown>
        const funName = changes.fun_name as string | undefined
        const refused = checkProfile({ funName }, found.id)
        if (refused) return refused
        found.funName = funName ?? found.funName
        found.avatar = (changes.avatar as AvatarId | undefined) ?? found.avatar
        found.hidden =
          (changes.hidden_from_leaderboard as boolean | undefined) ??
          found.hidden
        return { json: profileRow(found) }
      }
      case 'delete_child_profile':
        if (!profile(body.profile_id)) {
          return failure('VK002', 'profile_not_found')
        }
        parent.profiles = parent.profiles.filter(
          (p) => p.id !== body.profile_id,
        )
        return { json: null }
      case 'set_parent_pin':
        if (parent.pin !== null) {
          const checked = pinMatches(parent, body.current_pin)
          if (checked !== true) return checked
        }
        parent.pin = String(body.new_pin)
        parent.pinMisses = 0
        parent.pinLockedUntil = 0
        parent.pinLocks = 0
        return { json: true }
      case 'verify_parent_pin': {
        if (parent.pin === null) return { json: false }
        const checked = pinMatches(parent, body.pin)
        return checked === true ? { json: true } : checked
      }
      case 'parent_pin_locked_until':
        return {
          json:
            parent.pinLockedUntil > Date.now()
              ? new Date(parent.pinLockedUntil).toISOString()
              : null,
        }
      case 'start_game': {
        if (!profile(body.profile_id)) {
          return failure('VK002', 'profile_not_found')
        }
        const id = crypto.randomUUID()
        sessions.set(id, {
          profileId: String(body.profile_id),
          gameType: body.game_type as GameType,
        })
        return { json: id }
      }
      case 'finish_game': {
        const open = sessions.get(String(body.session_id))
        const child = open && profile(open.profileId)
        if (!open || !child) return failure('P0002', 'session_not_found', 404)
        sessions.delete(String(body.session_id))
        let value = Number(body.value)
        if (open.gameType === 'quiz') {
          const given = body.answers as { question: string; choice: number }[]
          if (!Array.isArray(given) || !open.drawn) {
            return failure('22023', 'answers_required')
          }
          const marked = await markQuiz(
            open.drawn,
            given.map((a) => ({ questionId: a.question, choice: a.choice })),
          ).catch(() => null)
          if (!marked) return failure('22023', 'invalid_answers')
          const answeredAt = new Date().toISOString()
          for (const a of marked) child.answers.push({ ...a, answeredAt })
          child.review = afterMarking(child.review, marked)
          value = marked.filter((a) => a.correct).length
        }
        return { json: [record(child, { gameType: open.gameType, value })] }
      }
      case 'submit_offline_round': {
        // As 20261201130000: a quiz scores only as an open round drawn for
        // the child, which it finishes; any other quiz round scores nothing.
        const child = profile(body.profile_id)
        if (!child) return failure('VK002', 'profile_not_found')
        const key = `${child.id}:${String(body.client_id)}`
        const earlier = offlineRounds.get(key)
        if (earlier) return { json: [{ ...earlier, already_recorded: true }] }
        let outcome: { points: number; new_badges: string[] }
        if (body.answers !== undefined) {
          const given = (
            body.answers as { question: string; choice: number }[]
          ).map((a) => ({ questionId: a.question, choice: a.choice }))
          const ids = given.map((a) => a.questionId)
          const drawn = [...sessions.entries()].find(
            ([, open]) =>
              open.profileId === child.id &&
              open.drawn?.length === ids.length &&
              open.drawn.every((id) => ids.includes(id)),
          )
          const marked = await markQuiz(ids, given).catch(() => null)
          if (!marked) return failure('22023', 'invalid_answers')
          const answeredAt = new Date().toISOString()
          for (const a of marked) child.answers.push({ ...a, answeredAt })
          if (drawn) {
            sessions.delete(drawn[0])
            outcome = record(child, {
              gameType: 'quiz',
              value: marked.filter((a) => a.correct).length,
            })
          } else {
            outcome = { points: 0, new_badges: [] }
          }
        } else {
          if (body.game_type === 'quiz') {
            return failure('22023', 'answers_required')
          }
          outcome = record(child, {
            gameType: body.game_type as GameType,
            value: Number(body.value),
          })
        }
        const row = { ...outcome, added_at: new Date().toISOString() }
        offlineRounds.set(key, row)
        return { json: [{ ...row, already_recorded: false }] }
      }
      case 'start_quiz_round': {
        const child = profile(body.profile_id)
        if (!child) return failure('VK002', 'profile_not_found')
        const band =
          (body.band as QuestionBand | null) ?? child.ageBand ?? '8-10'
        const drawn = await drawQuiz(
          child.quizSeen,
          band,
          Math.random,
          child.review,
        )
        child.quizSeen = drawn.seen
        child.review = drawn.review
        const id = crypto.randomUUID()
        sessions.set(id, {
          profileId: child.id,
          gameType: 'quiz',
          drawn: drawn.questionIds,
        })
        return { json: { session: id, questions: drawn.questionIds } }
      }
      case 'get_family_learning':
        return {
          json: parent.profiles.map((p) => {
            const l = childLearning(p.id, p.answers, Date.now(), p.review)
            return {
              profile_id: p.id,
              topics: l.topics,
              most_missed: l.mostMissed.map((m) => ({
                question: m.questionId,
                missed: m.missed,
              })),
            }
          }),
        }
      case 'get_leaderboard':
        return { json: board().slice(0, Number(body.row_limit)) }
      case 'get_my_rank':
        return {
          json: board(String(body.for_profile_id)).filter(
            (row) => row.profile_id === body.for_profile_id,
          ),
        }
      default:
        return failure('PGRST202', `No fake for ${name}`, 404)
    }
  }

  function table(path: string, url: URL, parent: Parent): Answer {
    if (path === 'child_profiles') {
      return { json: parent.profiles.map(profileRow) }
    }
    const id = url.searchParams.get('profile_id')?.replace(/^eq\./, '')
    const child = parent.profiles.find((p) => p.id === id)
    const progress = child ? progressOf(child) : null
    if (path === 'player_stats') {
      return {
        json:
          !child?.results.length || !progress
            ? null
            : {
                total_score: progress.totalScore,
                quiz_best: progress.quizBest,
                memory_best: progress.memoryBest,
                completed_game_types: progress.completedGameTypes,
              },
      }
    }
    return {
      json: (progress?.badges ?? []).map((b) => ({ achievement_id: b })),
    }
  }

  async function answer(
    request: Request,
    url: URL,
    body: Record<string, unknown>,
  ): Promise<Answer> {
    const path = url.pathname
    if (path === '/auth/v1/signup') {
      const email = String(body.email).toLowerCase()
      if (parents.some((p) => p.email === email)) {
        return failure('user_already_exists', 'User already registered', 422)
      }
      const data = body.data as Record<string, unknown> | undefined
      const parent: Parent = {
        id: crypto.randomUUID(),
        email,
        password: String(body.password),
        consentAt: data?.parent_consent === true ? NOW : null,
        policyVersion: (data?.policy_version as string | undefined) ?? null,
        pin: null,
        pinMisses: 0,
        pinLockedUntil: 0,
        pinLocks: 0,
        profiles: [],
      }
      parents.push(parent)
      return { json: sessionFor(parent) }
    }
    if (path === '/auth/v1/token') {
      const email = String(body.email).toLowerCase()
      const parent = parents.find((p) => p.email === email)
      return parent && parent.password === body.password
        ? { json: sessionFor(parent) }
        : failure('invalid_credentials', 'Invalid login credentials')
    }
    if (path === '/auth/v1/logout') return { status: 204, json: null }
    if (path === '/auth/v1/recover') {
      // GoTrue answers alike whether or not the address has an account.
      const email = String(body.email).toLowerCase()
      if (parents.some((p) => p.email === email)) {
        resetMails.push({
          email,
          tokenHash: crypto.randomUUID(),
          redirectTo: url.searchParams.get('redirect_to'),
          used: false,
          expired: false,
        })
      }
      return { json: {} }
    }
    if (path === '/auth/v1/verify') {
      const mail = resetMails.find((m) => m.tokenHash === body.token_hash)
      const parent = parents.find((p) => p.email === mail?.email)
      if (body.type !== 'recovery' || !mail || mail.used || mail.expired) {
        return failure('otp_expired', 'Token has expired or is invalid', 403)
      }
      mail.used = true
      return parent
        ? { json: sessionFor(parent) }
        : failure('otp_expired', 'Token has expired or is invalid', 403)
    }
    const token = request.headers.get('authorization')?.split('.')[1]
    const parent = parents.find((p) => p.id === token)
    if (!parent) return failure('VK001', 'not_signed_in')
    if (path === '/auth/v1/user' && request.method === 'PUT') {
      const password = String(body.password)
      if (password.length < 6) {
        return failure(
          'weak_password',
          'Password should be at least 6 characters.',
          422,
        )
      }
      if (password === parent.password) {
        return failure(
          'same_password',
          'New password should be different from the old password.',
          422,
        )
      }
      parent.password = password
      return { json: sessionFor(parent).user }
    }
    if (path.startsWith('/rest/v1/rpc/')) {
      return rpc(path.slice('/rest/v1/rpc/'.length), body, parent)
    }
    return table(path.slice('/rest/v1/'.length), url, parent)
  }

  async function fetch(input: RequestInfo | URL, init?: RequestInit) {
    if (!network.online) throw new TypeError('Failed to fetch')
    const request = new Request(input, init)
    const text = await request.text()
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>
    const { status = 200, json } = await answer(
      request,
      new URL(request.url),
      body,
    )
    return new Response(json === null ? null : JSON.stringify(json), {
      status: json === null && status === 200 ? 204 : status,
      headers: { 'content-type': 'application/json' },
    })
  }

  return {
    fetch: fetch,
    /** The password-reset e-mails sent so far, oldest first. */
    resetMails,
  }
}

export type FakeSupabaseServer = ReturnType<typeof createFakeSupabaseServer>
