import { randomUUID } from 'node:crypto'

import {
  expect,
  type BrowserContext,
  type Page,
  type Route,
} from '@playwright/test'

import { questionBank } from '../src/data/questionBank'
import {
  EMPTY_PROGRESS,
  GAME_TYPES,
  type GameType,
  type Progress,
} from '../src/lib/backend/contract/types'
import {
  addResult,
  newBadges,
  pointsFor,
} from '../src/lib/backend/rules/scoring'
import { GAME_RULES } from '../src/lib/games/gameRules'
import { fetchFromPreview } from './fixtures'

/**
 * A Supabase-shaped backend for browser tests: the production build (made
 * without Supabase variables) is told, in the browser, that a project lives
 * at FAKE_SUPABASE_URL, and this test double answers its auth and RPC calls
 * with the rules of supabase/migrations (scoring, minimum play time, the
 * 7-day window, one count per client id) for a family with one child. Requests to it fail while the
 * double is `offline`, as they would with no connection.
 *
 * The app's own files are served through the context's routes (fetched
 * from the preview server, which the browser cannot reach while offline),
 * standing in for the service worker's cache: offline.spec.ts tests the
 * real one.
 */

export const FAKE_SUPABASE_URL = 'https://vk-e2e.supabase.co'
const ANON_KEY = 'e2e-anon-key'

/** The parent's account and their one child (decision 028). */
export const PLAYER = {
  id: '6c9bf0e4-6f1c-4f0e-9a57-0b1f5d9a1c11',
  email: 'parent@example.org',
  password: 'secret1',
  childId: '2b1c6a38-9c1f-4d7e-8d53-1f0c3e2a9b77',
  funName: 'HappyPeacock',
}

const DAY_MS = 24 * 60 * 60_000

type Outcome = {
  points: number
  new_badges: string[]
  added_at: string
  already_recorded: boolean
}

/** A signed-in session of PLAYER, as GoTrue answers it. */
export function sessionJson() {
  return {
    access_token: 'header.payload.signature',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: 'refresh-token',
    user: {
      id: PLAYER.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: PLAYER.email,
      app_metadata: { provider: 'email' },
      user_metadata: { parent_consent: true, policy_version: '2026-11-25' },
      created_at: '2026-01-01T00:00:00Z',
    },
  }
}

export class FakeSupabase {
  offline = false
  /** The parent's password: a reset link's new password replaces it. */
  password = PLAYER.password
  /** The password-reset e-mails sent (decision 070): token and return address. */
  resetMails: {
    tokenHash: string
    redirectTo: string | null
    used: boolean
  }[] = []
  progress: Progress = EMPTY_PROGRESS
  gamesCompleted = 0
  /** Every submit_offline_round call, and the rounds it recorded by id. */
  offlineCalls: Record<string, unknown>[] = []
  recorded = new Map<string, Outcome>()
  private sessions = new Map<
    string,
    { gameType: GameType; at: number; drawn?: string[] }
  >()
  /** The quiz rounds drawn and not yet played: the one a device keeps. */
  get openQuizRounds(): string[][] {
    return [...this.sessions.values()].flatMap((s) =>
      s.drawn ? [s.drawn] : [],
    )
  }
  /** The quiz questions drawn so far (the child's seen cycle). */
  private drawn = new Set<string>()

  private record(gameType: GameType, value: number) {
    const result = { gameType, value }
    const before = this.progress
    this.progress = addResult(before, result)
    this.gamesCompleted += 1
    return {
      points: pointsFor(result),
      new_badges: newBadges(before, this.progress) as string[],
    }
  }

  /**
   * The quiz's answers marked against the bank (decision 056): the number
   * right, or null when they are not 12 questions of the bank (and, with
   * `drawn`, not exactly the drawn ones).
   */
  private marked(answers: unknown, drawn?: string[]): number | null {
    if (!Array.isArray(answers) || answers.length !== 12) return null
    let right = 0
    for (const answer of answers as { question: string; choice: number }[]) {
      const question = questionBank.find((q) => q.id === answer.question)
      if (!question || (drawn && !drawn.includes(question.id))) return null
      if (answer.choice === question.correct) right += 1
    }
    return right
  }

  private submitOfflineRound(body: Record<string, unknown>) {
    this.offlineCalls.push(body)
    if (body.profile_id !== PLAYER.childId) return notThisFamily
    const id = String(body.client_id)
    const earlier = this.recorded.get(id)
    if (earlier) return { json: [{ ...earlier, already_recorded: true }] }
    const quiz = body.answers !== undefined
    const gameType = quiz ? 'quiz' : (body.game_type as GameType)
    const value = quiz ? this.marked(body.answers) : Number(body.value)
    // A quiz scores only as an open round drawn for the child (decision
    // 075), which it finishes; any other quiz round scores nothing.
    const ids = quiz
      ? (body.answers as { question: string }[]).map((a) => a.question)
      : []
    const drawn = [...this.sessions.entries()].find(([, session]) =>
      session.drawn?.every((q) => ids.includes(q)),
    )
    const playedAt = Date.parse(String(body.played_at))
    const refuse = (message: string) => ({
      status: 400,
      json: { code: '22023', message, details: null, hint: null },
    })
    if (!GAME_TYPES.includes(gameType)) return refuse('invalid_game_type')
    if (value === null) return refuse('invalid_answers')
    if (gameType === 'quiz' && !quiz) return refuse('answers_required')
    try {
      pointsFor({ gameType, value })
    } catch {
      return refuse('invalid_value')
    }
    if (playedAt > Date.now() + 5 * 60_000) return refuse('played_in_future')
    if (playedAt < Date.now() - 7 * DAY_MS) return refuse('played_too_long_ago')
    if (Number(body.duration_ms) < GAME_RULES[gameType].minPlayMs) {
      return refuse('played_too_fast')
    }
    if (drawn) this.sessions.delete(drawn[0])
    const outcome = {
      ...(quiz && !drawn
        ? { points: 0, new_badges: [] }
        : this.record(gameType, value)),
      added_at: new Date().toISOString(),
      already_recorded: false,
    }
    this.recorded.set(id, outcome)
    return { json: [outcome] }
  }

  private leaderboardRow() {
    return {
      rank: 1,
      profile_id: PLAYER.childId,
      fun_name: PLAYER.funName,
      avatar: 'peacock',
      total_score: this.progress.totalScore,
      quiz_best: this.progress.quizBest,
      memory_best: this.progress.memoryBest,
      achievement_count: this.progress.badges.length,
    }
  }

  /** The answer to one request, like GoTrue and PostgREST would give. */
  answer(method: string, url: URL, body: Record<string, unknown>) {
    const path = url.pathname
    if (path === '/auth/v1/recover') {
      if (body.email === PLAYER.email) {
        this.resetMails.push({
          tokenHash: randomUUID(),
          redirectTo: url.searchParams.get('redirect_to'),
          used: false,
        })
      }
      return { json: {} }
    }
    if (path === '/auth/v1/verify') {
      const mail = this.resetMails.find((m) => m.tokenHash === body.token_hash)
      if (body.type !== 'recovery' || !mail || mail.used) {
        return {
          status: 403,
          json: {
            code: 403,
            error_code: 'otp_expired',
            msg: 'Token has expired or is invalid',
          },
        }
      }
      mail.used = true
      return { json: sessionJson() }
    }
    if (path === '/auth/v1/user' && method === 'PUT') {
      this.password = String(body.password)
      return { json: sessionJson().user }
    }
    if (path === '/auth/v1/token') {
      return body.email === PLAYER.email && body.password === this.password
        ? { json: sessionJson() }
        : {
            status: 400,
            json: {
              error: 'invalid_grant',
              error_code: 'invalid_credentials',
              error_description: 'Invalid login credentials',
            },
          }
    }
    if (path === '/auth/v1/logout') return { status: 204, json: null }
    if (path === '/rest/v1/rpc/get_family') {
      return {
        json: [
          {
            parent_email: PLAYER.email,
            created_at: '2026-01-01T00:00:00Z',
            consent_at: '2026-01-01T00:00:00Z',
            policy_version: '2026-11-25',
            has_pin: true,
          },
        ],
      }
    }
    if (path === '/rest/v1/child_profiles' && method === 'GET') {
      return {
        json: [
          {
            id: PLAYER.childId,
            fun_name: PLAYER.funName,
            avatar: 'peacock',
            age_band: null,
            hidden_from_leaderboard: false,
            created_at: '2026-01-01T00:00:00Z',
          },
        ],
      }
    }
    if (path === '/rest/v1/rpc/start_game') {
      if (body.profile_id !== PLAYER.childId) return notThisFamily
      const id = randomUUID()
      this.sessions.set(id, {
        gameType: body.game_type as GameType,
        at: Date.now(),
      })
      return { json: id }
    }
    if (path === '/rest/v1/rpc/start_quiz_round') {
      if (body.profile_id !== PLAYER.childId) return notThisFamily
      const id = randomUUID()
      // The child has no band: the chosen band's first 12 not drawn yet.
      const drawn = questionBank
        .filter((q) => q.band === body.band && !this.drawn.has(q.id))
        .slice(0, 12)
        .map((q) => q.id)
      for (const question of drawn) this.drawn.add(question)
      this.sessions.set(id, { gameType: 'quiz', at: Date.now(), drawn })
      return { json: { session: id, questions: drawn } }
    }
    if (path === '/rest/v1/rpc/finish_game') {
      const session = this.sessions.get(String(body.session_id))
      if (!session) {
        return {
          status: 404,
          json: { code: 'P0002', message: 'session_not_found' },
        }
      }
      this.sessions.delete(String(body.session_id))
      const value =
        session.gameType === 'quiz'
          ? this.marked(body.answers, session.drawn)
          : Number(body.value)
      if (value === null) {
        return {
          status: 400,
          json: { code: '22023', message: 'invalid_answers' },
        }
      }
      return { json: [this.record(session.gameType, value)] }
    }
    if (path === '/rest/v1/rpc/submit_offline_round') {
      return this.submitOfflineRound(body)
    }
    if (path === '/rest/v1/player_stats' && method === 'GET') {
      return {
        json:
          this.gamesCompleted === 0
            ? []
            : [
                {
                  total_score: this.progress.totalScore,
                  quiz_best: this.progress.quizBest,
                  memory_best: this.progress.memoryBest,
                  completed_game_types: this.progress.completedGameTypes,
                },
              ],
      }
    }
    if (path === '/rest/v1/user_achievements' && method === 'GET') {
      return {
        json: this.progress.badges.map((id) => ({ achievement_id: id })),
      }
    }
    if (path === '/rest/v1/rpc/get_leaderboard') {
      return { json: this.gamesCompleted === 0 ? [] : [this.leaderboardRow()] }
    }
    if (path === '/rest/v1/rpc/get_my_rank') {
      return { json: this.gamesCompleted === 0 ? [] : [this.leaderboardRow()] }
    }
    return { status: 404, json: { message: `No fake for ${method} ${path}` } }
  }

  async handle(route: Route) {
    const request = route.request()
    if (request.method() === 'OPTIONS') {
      return route.fulfill({ status: 204, headers: CORS })
    }
    if (this.offline) return route.abort('internetdisconnected')
    const text = request.postData()
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>
    const { status = 200, json } = this.answer(
      request.method(),
      new URL(request.url()),
      body,
    )
    return route.fulfill({
      status,
      headers: { ...CORS, 'content-type': 'application/json' },
      body: json === null ? '' : JSON.stringify(json),
    })
  }
}

/** What the family functions answer for a child of another family. */
const notThisFamily = {
  status: 400,
  json: { code: 'VK002', message: 'profile_not_found', details: null },
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
}

/**
 * Serves the app with the Supabase variables set and answers Supabase with
 * a fresh FakeSupabase. Call before the first page load.
 */
export async function useFakeSupabase(
  context: BrowserContext,
  baseURL: string,
): Promise<FakeSupabase> {
  const fake = new FakeSupabase()
  await context.route(`${FAKE_SUPABASE_URL}/**`, (route) => fake.handle(route))
  await context.route(`${baseURL}/**`, async (route) => {
    try {
      const response = await fetchFromPreview(route)
      const url = route.request().url()
      if (!/\/assets\/[^/]+\.js$/.test(url)) {
        return await route.fulfill({ response })
      }
      const body = await response.text()
      // The environment object Vite writes into the build (see lib/env.ts).
      // (Built with or without VITE_SITE_URL: the variables go first.)
      const configured = body.replace(
        /\{BASE_URL:/,
        `{VITE_SUPABASE_URL:\`${FAKE_SUPABASE_URL}\`,VITE_SUPABASE_ANON_KEY:\`${ANON_KEY}\`,BASE_URL:`,
      )
      return await route.fulfill({ response, body: configured })
    } catch (error) {
      // A reload while a file is on its way leaves nobody to answer: the
      // page that asked is gone. Anything else is a real failure.
      if (!isGoneRequest(error)) throw error
    }
  })
  return fake
}

/**
 * Playwright's errors for a request whose page reloaded or closed, or whose
 * test ended while it was on its way (a page's late chunk on a busy machine).
 */
function isGoneRequest(error: unknown) {
  return (
    error instanceof Error &&
    /has been disposed|has been closed|Route is already handled|Test ended/.test(
      error.message,
    )
  )
}

/**
 * Signs the parent in through the site, then the child taps their avatar on
 * "Who's playing?". /auth is reached by its link: its prerendered file was
 * made for the device backend.
 */
export async function signInToFamily(page: Page) {
  await page.goto('/')
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'Login / Sign Up' })
    .click()
  await expect(
    page.getByRole('heading', { name: 'Welcome Back!' }),
  ).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(PLAYER.email)
  await page.getByLabel('Password', { exact: true }).fill(PLAYER.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible()
  // "Who's playing?" opens after signing in: the child taps their avatar.
  await page.getByRole('button', { name: `Play as ${PLAYER.funName}` }).click()
  await expect(page).toHaveURL(/\/games$/)
  await expect(
    page
      .getByRole('region', { name: 'Achievement System' })
      .getByText(`Playing as ${PLAYER.funName}`, { exact: true }),
  ).toBeVisible()
}
