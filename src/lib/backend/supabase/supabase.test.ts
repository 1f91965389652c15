import { beforeEach, describe, expect, it, vi } from 'vitest'

import { questionBank } from '@/data/questionBank'
import { loadTestBank } from '@/test/questionBank'
import { answered } from '@/test/quizAnswers'

const bandOf = (id: string) => questionBank.find((q) => q.id === id)?.band

import { BackendError } from '../contract/errors'
import { createSupabaseBackend } from './supabase'

/**
 * supabase-js runs for real here; only `fetch` is fake, so these tests check
 * the HTTP calls the backend makes and how it reads the answers.
 */

const URL_BASE = 'https://project.example.co'
const USER_ID = '6c9bf0e4-6f1c-4f0e-9a57-0b1f5d9a1c11'

type Call = { method: string; url: URL; body: unknown }

const PROFILE_ID = '2b1c6a38-9c1f-4d7e-8d53-1f0c3e2a9b77'

function sessionJson() {
  return {
    access_token: 'header.payload.signature',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: 'refresh-token',
    user: {
      id: USER_ID,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'parent@example.org',
      app_metadata: { provider: 'email' },
      user_metadata: { parent_consent: true, policy_version: '2026-11-25' },
      created_at: '2026-01-01T00:00:00Z',
    },
  }
}

function fakeServer(
  answer: (call: Call) => { status?: number; json: unknown },
) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const text = await request.text()
    const call = {
      method: request.method,
      url: new URL(request.url),
      body: text ? (JSON.parse(text) as unknown) : null,
    }
    calls.push(call)
    const { status = 200, json } = answer(call)
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch }
}

function backendWith(
  server: ReturnType<typeof fakeServer>,
  navigate = vi.fn(),
) {
  return createSupabaseBackend({
    url: URL_BASE,
    anonKey: 'public-anon-key',
    siteUrl: 'https://kids.example.org',
    fetch: server.fetch,
    storage: window.localStorage,
    navigate,
    loadBank: loadTestBank,
  })
}

beforeEach(() => {
  window.localStorage.clear()
})

describe('the Supabase backend: auth calls', () => {
  it('signs in with email and password', async () => {
    const server = fakeServer(() => ({ json: sessionJson() }))
    const session = await backendWith(server).signIn({
      email: 'parent@example.org',
      password: 'secret1',
    })
    const call = server.calls.find((c) => c.url.pathname === '/auth/v1/token')
    expect(call?.method).toBe('POST')
    expect(call?.url.searchParams.get('grant_type')).toBe('password')
    expect(call?.body).toMatchObject({
      email: 'parent@example.org',
      password: 'secret1',
    })
    expect(session.user).toEqual({
      id: USER_ID,
      email: 'parent@example.org',
    })
  })

  it('signs a parent up with the consent and policy version as user data (the sign-up trigger records them) and the site root as e-mail redirect', async () => {
    const server = fakeServer(() => ({ json: sessionJson() }))
    await backendWith(server).signUp({
      email: 'parent@example.org',
      password: 'secret1',
      parentConsent: true,
      policyVersion: '2026-11-25',
    })
    const call = server.calls.find((c) => c.url.pathname === '/auth/v1/signup')
    expect(call?.url.searchParams.get('redirect_to')).toBe(
      'https://kids.example.org/',
    )
    expect(call?.body).toMatchObject({
      email: 'parent@example.org',
      password: 'secret1',
      data: { parent_consent: true, policy_version: '2026-11-25' },
      code_challenge_method: 's256',
    })
  })

  it('sends Google sign-in back to the site root, with PKCE', async () => {
    const server = fakeServer(() => ({ json: {} }))
    const navigate = vi.fn()
    await backendWith(server, navigate).signInWithGoogle()
    expect(navigate).toHaveBeenCalledTimes(1)
    const url = new URL(String(navigate.mock.calls[0]?.[0]))
    expect(url.origin + url.pathname).toBe(`${URL_BASE}/auth/v1/authorize`)
    expect(url.searchParams.get('provider')).toBe('google')
    expect(url.searchParams.get('redirect_to')).toBe(
      'https://kids.example.org/',
    )
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{20,}$/)
    expect(url.searchParams.get('code_challenge_method')).toBe('s256')
  })

  it('maps "already registered" and bad credentials to their kinds', async () => {
    const server = fakeServer((call) =>
      call.url.pathname === '/auth/v1/signup'
        ? {
            status: 422,
            json: {
              code: 'user_already_exists',
              msg: 'User already registered',
            },
          }
        : {
            status: 400,
            json: {
              error: 'invalid_grant',
              error_code: 'invalid_credentials',
              error_description: 'Invalid login credentials',
            },
          },
    )
    const backend = backendWith(server)
    await expect(
      backend.signUp({
        email: 'a@b.co',
        password: 'secret1',
        parentConsent: true,
        policyVersion: '2026-11-25',
      }),
    ).rejects.toMatchObject({ kind: 'already-registered' })
    await expect(
      backend.signIn({ email: 'a@b.co', password: 'wrong1' }),
    ).rejects.toMatchObject({
      kind: 'invalid-credentials',
      message: 'Invalid login credentials',
    })
  })
})

describe('the Supabase backend: data calls', () => {
  async function signedIn(
    answer: (call: Call) => { status?: number; json: unknown },
  ) {
    const server = fakeServer((call) =>
      call.url.pathname === '/auth/v1/token'
        ? { json: sessionJson() }
        : answer(call),
    )
    const backend = backendWith(server)
    await backend.signIn({ email: 'parent@example.org', password: 'secret1' })
    return { server, backend }
  }

  it("starts and finishes a child's game through start_game and finish_game", async () => {
    const sessionId = '0f8fad5b-d9cb-469f-a165-70867728950e'
    const { server, backend } = await signedIn((call) =>
      call.url.pathname.endsWith('/start_game')
        ? { json: sessionId }
        : {
            json: [
              {
                points: 12,
                new_badges: ['heritage_explorer', 'cultural_scholar'],
              },
            ],
          },
    )
    expect(await backend.startGame(PROFILE_ID, 'quiz')).toBe(sessionId)
    expect(
      await backend.recordGameResult(
        { gameType: 'quiz', value: 12 },
        sessionId,
      ),
    ).toEqual({
      points: 12,
      newBadges: ['heritage_explorer', 'cultural_scholar'],
      savedTo: 'account',
    })
    const rpc = server.calls.filter((c) => c.url.pathname.startsWith('/rest/'))
    expect(rpc.map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      [
        'POST',
        '/rest/v1/rpc/start_game',
        { profile_id: PROFILE_ID, game_type: 'quiz' },
      ],
      [
        'POST',
        '/rest/v1/rpc/finish_game',
        { session_id: sessionId, value: 12 },
      ],
    ])
  })

  it("draws a child's quiz round on the server in one call, start_quiz_round", async () => {
    const sessionId = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
    const ids = questionBank
      .filter((q) => q.band === '8-10')
      .slice(0, 12)
      .map((q) => q.id)
    const { server, backend } = await signedIn((call) =>
      call.url.pathname.endsWith('/start_quiz_round')
        ? { json: { session: sessionId, questions: ids } }
        : { json: [] },
    )
    expect(await backend.startQuiz(PROFILE_ID, '8-10')).toEqual({
      sessionId,
      band: '8-10',
      questionIds: ids,
    })
    const rpc = server.calls.filter((c) => c.url.pathname.startsWith('/rest/'))
    expect(rpc.map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      [
        'POST',
        '/rest/v1/rpc/start_quiz_round',
        { profile_id: PROFILE_ID, band: '8-10' },
      ],
    ])
  })

  it('reads the leaderboard through get_leaderboard and the own row through get_my_rank', async () => {
    const row = {
      rank: 7,
      profile_id: PROFILE_ID,
      fun_name: 'HappyPeacock',
      avatar: 'peacock',
      total_score: 40,
      quiz_best: 12,
      memory_best: null,
      achievement_count: 2,
    }
    const { server, backend } = await signedIn(() => ({ json: [row] }))
    expect(await backend.getLeaderboard(500)).toEqual([
      {
        rank: 7,
        profileId: PROFILE_ID,
        funName: 'HappyPeacock',
        avatar: 'peacock',
        totalScore: 40,
        quizBest: 12,
        memoryBest: null,
        achievementCount: 2,
      },
    ])
    expect((await backend.getMyRank(PROFILE_ID))?.rank).toBe(7)
    const rpc = server.calls.filter((c) => c.url.pathname.startsWith('/rest/'))
    expect(rpc.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/rest/v1/rpc/get_leaderboard', { row_limit: 100 }],
      ['/rest/v1/rpc/get_my_rank', { for_profile_id: PROFILE_ID }],
    ])
  })

  it('refuses an answer of the wrong shape', async () => {
    const { backend } = await signedIn(() => ({ json: [{ rank: 'first' }] }))
    await expect(backend.getLeaderboard()).rejects.toBeInstanceOf(BackendError)
  })

  it('maps a rate-limited RPC to rate-limited', async () => {
    const { backend } = await signedIn(() => ({
      status: 429,
      json: { code: 'PT429', message: 'rate_limited' },
    }))
    await expect(backend.startGame(PROFILE_ID, 'story')).rejects.toMatchObject({
      kind: 'rate-limited',
    })
  })

  it("keeps a guest's results on the device without calling the server", async () => {
    const server = fakeServer(() => ({ json: {} }))
    const backend = backendWith(server)
    expect(await backend.startGame(PROFILE_ID, 'story')).toBeNull()
    expect(
      await backend.recordGameResult({ gameType: 'story', value: 1 }, null),
    ).toMatchObject({ points: 3, savedTo: 'device' })
    expect(
      server.calls.filter((c) => c.url.pathname.startsWith('/rest/')),
    ).toEqual([])
  })
})

const PROFILE_ROW = {
  id: PROFILE_ID,
  fun_name: 'HappyPeacock',
  avatar: 'peacock',
  age_band: '8-10',
  hidden_from_leaderboard: false,
  created_at: '2026-11-25T01:02:03.456789+00:00',
}
const PROFILE = {
  id: PROFILE_ID,
  funName: 'HappyPeacock',
  avatar: 'peacock',
  ageBand: '8-10',
  hiddenFromLeaderboard: false,
  createdAt: '2026-11-25T01:02:03.456Z',
}

describe('the Supabase backend: the family', () => {
  async function signedIn(
    answer: (call: Call) => { status?: number; json: unknown },
  ) {
    const server = fakeServer((call) =>
      call.url.pathname === '/auth/v1/token'
        ? { json: sessionJson() }
        : answer(call),
    )
    const backend = backendWith(server)
    await backend.signIn({ email: 'parent@example.org', password: 'secret1' })
    const rest = () =>
      server.calls
        .filter((c) => c.url.pathname.startsWith('/rest/'))
        .map((c) => [c.method, c.url.pathname, c.body])
    return { server, backend, rest }
  }

  it('reads the family: the parent side from get_family, the children from child_profiles', async () => {
    const { server, backend } = await signedIn((call) =>
      call.url.pathname.endsWith('/get_family')
        ? {
            json: [
              {
                parent_email: 'parent@example.org',
                created_at: '2026-11-25T00:00:00+00:00',
                consent_at: '2026-11-25T00:00:01+00:00',
                policy_version: '2026-11-25',
                has_pin: true,
              },
            ],
          }
        : { json: [PROFILE_ROW] },
    )
    expect(await backend.getFamily()).toEqual({
      parentEmail: 'parent@example.org',
      consentedAt: '2026-11-25T00:00:01.000Z',
      policyVersion: '2026-11-25',
      hasPin: true,
      profiles: [PROFILE],
    })
    const read = server.calls.find((c) =>
      c.url.pathname.endsWith('/child_profiles'),
    )
    expect(read?.method).toBe('GET')
    expect(read?.url.searchParams.get('order')).toBe('created_at.asc,id.asc')
  })

  it('adds, changes and deletes a child through the family functions', async () => {
    const { backend, rest } = await signedIn((call) =>
      call.url.pathname.endsWith('/delete_child_profile')
        ? { json: null }
        : { json: PROFILE_ROW },
    )
    expect(
      await backend.addProfile({
        funName: 'HappyPeacock',
        avatar: 'peacock',
        ageBand: '8-10',
      }),
    ).toEqual(PROFILE)
    await backend.addProfile({ funName: 'HappyPeacock', avatar: 'peacock' })
    await backend.updateProfile(PROFILE_ID, {
      ageBand: null,
      hiddenFromLeaderboard: true,
    })
    await backend.updateProfile(PROFILE_ID, { funName: 'SunnyPeacock' })
    await backend.deleteProfile(PROFILE_ID)
    expect(rest()).toEqual([
      [
        'POST',
        '/rest/v1/rpc/add_child_profile',
        { fun_name: 'HappyPeacock', avatar: 'peacock', age_band: '8-10' },
      ],
      [
        'POST',
        '/rest/v1/rpc/add_child_profile',
        { fun_name: 'HappyPeacock', avatar: 'peacock' },
      ],
      [
        'POST',
        '/rest/v1/rpc/update_child_profile',
        {
          profile_id: PROFILE_ID,
          changes: { age_band: null, hidden_from_leaderboard: true },
        },
      ],
      [
        'POST',
        '/rest/v1/rpc/update_child_profile',
        { profile_id: PROFILE_ID, changes: { fun_name: 'SunnyPeacock' } },
      ],
      ['POST', '/rest/v1/rpc/delete_child_profile', { profile_id: PROFILE_ID }],
    ])
  })

  it.each([
    ['VK002', 'profile_not_found', 'profile-not-found'],
    ['VK003', 'too_many_profiles', 'profile-limit'],
    ['VK004', 'fun_name_taken', 'name-taken'],
    ['VK005', 'pin_required', 'wrong-pin'],
    ['VK006', 'fun_name_not_allowed: email', 'invalid-input'],
  ])('maps the SQLSTATE %s (%s) to %s', async (code, message, kind) => {
    const { backend } = await signedIn(() => ({
      status: 400,
      json: { code, message, details: null, hint: null },
    }))
    await expect(
      backend.addProfile({ funName: 'a@b.co', avatar: 'cow' }),
    ).rejects.toMatchObject({ kind, message })
  })

  it('sets and checks the parent PIN; a wrong current PIN is wrong-pin', async () => {
    // After a miss the lock is asked for (null: not locked).
    const answers = [true, false, null, true, false, null]
    const { backend, rest } = await signedIn(() => ({
      json: answers.shift(),
    }))
    await backend.setParentPin({ pin: '2468' })
    await expect(
      backend.setParentPin({ pin: '1357', currentPin: '0000' }),
    ).rejects.toMatchObject({ kind: 'wrong-pin' })
    expect(await backend.verifyParentPin('2468')).toBe(true)
    expect(await backend.verifyParentPin('1111')).toBe(false)
    expect(rest()).toEqual([
      ['POST', '/rest/v1/rpc/set_parent_pin', { new_pin: '2468' }],
      [
        'POST',
        '/rest/v1/rpc/set_parent_pin',
        { new_pin: '1357', current_pin: '0000' },
      ],
      ['POST', '/rest/v1/rpc/parent_pin_locked_until', {}],
      ['POST', '/rest/v1/rpc/verify_parent_pin', { pin: '2468' }],
      ['POST', '/rest/v1/rpc/verify_parent_pin', { pin: '1111' }],
      ['POST', '/rest/v1/rpc/parent_pin_locked_until', {}],
    ])
  })

  it('replaces a forgotten PIN through reset_parent_pin; a stale sign-in is wrong-pin', async () => {
    const answers = [
      { status: 200, json: null },
      {
        status: 400,
        json: {
          code: 'VK005',
          message: 'recent_sign_in_required',
          details: null,
          hint: null,
        },
      },
    ]
    const { backend, rest } = await signedIn(
      () => answers.shift() ?? { json: null },
    )
    await backend.resetParentPin('1357')
    await expect(backend.resetParentPin('2468')).rejects.toMatchObject({
      kind: 'wrong-pin',
      message: 'recent_sign_in_required',
    })
    expect(rest()).toEqual([
      ['POST', '/rest/v1/rpc/reset_parent_pin', { new_pin: '1357' }],
      ['POST', '/rest/v1/rpc/reset_parent_pin', { new_pin: '2468' }],
    ])
  })

  it("records a Google parent's consent through give_parent_consent", async () => {
    const { backend, rest } = await signedIn(() => ({ json: null }))
    await backend.giveParentConsent('2026-11-25')
    expect(rest()).toEqual([
      [
        'POST',
        '/rest/v1/rpc/give_parent_consent',
        { policy_version: '2026-11-25' },
      ],
    ])
  })

  it('reports a locked PIN as pin-locked, with the end the server gives', async () => {
    const { backend } = await signedIn(() => ({
      status: 429,
      json: {
        code: 'PT429',
        message: 'pin_locked',
        details: '2026-12-01T11:10:00.000Z',
      },
    }))
    await expect(backend.verifyParentPin('1234')).rejects.toMatchObject({
      kind: 'pin-locked',
      lockedUntil: '2026-12-01T11:10:00.000Z',
    })
  })

  it('asks for the lock after the miss that locks it, and says its end', async () => {
    const answers = [false, '2026-12-01T16:40:00+00:00']
    const { backend } = await signedIn(() => ({ json: answers.shift() }))
    await expect(backend.verifyParentPin('0000')).rejects.toMatchObject({
      kind: 'pin-locked',
      lockedUntil: '2026-12-01T16:40:00.000Z',
    })
  })

  it("turns get_family_report into each child's report", async () => {
    const { backend } = await signedIn(() => ({
      json: [
        {
          profile: PROFILE_ROW,
          stats: {
            total_score: 21,
            quiz_best: 12,
            memory_best: 20,
            games_completed: 3,
            completed_game_types: ['quiz', 'memory'],
          },
          badges: [
            {
              id: 'heritage_explorer',
              earned_at: '2026-11-20T10:00:00+00:00',
            },
            {
              id: 'cultural_scholar',
              earned_at: '2026-11-20T10:00:00+00:00',
            },
          ],
          rounds_by_game: { quiz: 2, memory: 1, jigsaw: 1 },
          last_played_at: '2026-11-21T10:00:00+00:00',
          recent_rounds: [
            {
              game_type: 'memory',
              value: 20,
              points: 4,
              played_at: '2026-11-21T10:00:00+00:00',
            },
          ],
        },
      ],
    }))
    expect(await backend.getFamilyReport()).toEqual([
      {
        profile: PROFILE,
        progress: {
          badges: ['heritage_explorer', 'cultural_scholar'],
          totalScore: 21,
          quizBest: 12,
          memoryBest: 20,
          completedGameTypes: ['quiz', 'memory'],
        },
        badges: [
          { id: 'heritage_explorer', earnedAt: '2026-11-20T10:00:00.000Z' },
          { id: 'cultural_scholar', earnedAt: '2026-11-20T10:00:00.000Z' },
        ],
        roundsByGame: {
          quiz: 2,
          memory: 1,
          festival_match: 0,
          hero_match: 0,
          story: 0,
          jigsaw: 1,
          word_search: 0,
        },
        lastPlayedAt: '2026-11-21T10:00:00.000Z',
        recentRounds: [
          {
            gameType: 'memory',
            value: 20,
            points: 4,
            playedAt: '2026-11-21T10:00:00.000Z',
          },
        ],
      },
    ])
  })

  it('turns export_family_data into the download', async () => {
    const { backend } = await signedIn(() => ({
      json: {
        exported_at: '2026-11-25T02:00:00+00:00',
        parent: {
          email: 'parent@example.org',
          created_at: '2026-11-25T00:00:00+00:00',
          consent_at: null,
          policy_version: null,
          has_pin: false,
        },
        children: [
          {
            profile: PROFILE_ROW,
            badges: [],
            rounds: [
              {
                game_type: 'story',
                value: 1,
                points: 3,
                played_at: '2026-11-24T09:00:00+00:00',
              },
            ],
            learning: {
              topics: [
                {
                  topic: 'festivals',
                  answered: 2,
                  right: 1,
                  share_right: 0.5,
                  seen: 2,
                  learnt: 1,
                },
              ],
              most_missed: [{ question: 'q-fest-006', missed: 1 }],
            },
            quiz_answers: [
              {
                question: 'q-fest-006',
                topic: 'festivals',
                correct: false,
                answered_at: '2026-11-24T09:00:00+00:00',
              },
              {
                question: 'q-fest-007',
                topic: 'festivals',
                correct: true,
                answered_at: '2026-11-24T09:00:00+00:00',
              },
            ],
          },
        ],
      },
    }))
    expect(await backend.exportFamilyData()).toEqual({
      format: 'vasavi-kids-family-export',
      version: 1,
      exportedAt: '2026-11-25T02:00:00.000Z',
      parent: {
        email: 'parent@example.org',
        createdAt: '2026-11-25T00:00:00.000Z',
        consentedAt: null,
        policyVersion: null,
        hasPin: false,
      },
      children: [
        {
          profile: PROFILE,
          badges: [],
          rounds: [
            {
              gameType: 'story',
              value: 1,
              points: 3,
              playedAt: '2026-11-24T09:00:00.000Z',
            },
          ],
          learning: {
            topics: [
              { topic: 'festivals', answered: 2, right: 1, seen: 2, learnt: 1 },
            ],
            mostMissed: [{ questionId: 'q-fest-006', missed: 1 }],
          },
          quizAnswers: [
            {
              questionId: 'q-fest-006',
              topic: 'festivals',
              correct: false,
              answeredAt: '2026-11-24T09:00:00.000Z',
            },
            {
              questionId: 'q-fest-007',
              topic: 'festivals',
              correct: true,
              answeredAt: '2026-11-24T09:00:00.000Z',
            },
          ],
        },
      ],
    })
  })

  it("reads a child's progress by profile id", async () => {
    const { server, backend } = await signedIn((call) =>
      call.url.pathname.endsWith('/player_stats')
        ? {
            json: {
              total_score: 3,
              quiz_best: null,
              memory_best: null,
              completed_game_types: ['story'],
            },
          }
        : { json: [{ achievement_id: 'heritage_explorer' }] },
    )
    expect(await backend.getMyProgress(PROFILE_ID)).toEqual({
      badges: ['heritage_explorer'],
      totalScore: 3,
      quizBest: null,
      memoryBest: null,
      completedGameTypes: ['story'],
    })
    for (const table of ['player_stats', 'user_achievements']) {
      const read = server.calls.find((c) => c.url.pathname.endsWith(table))
      expect(read?.url.searchParams.get('profile_id')).toBe(`eq.${PROFILE_ID}`)
    }
  })

  it('deletes the account through delete_family_account and forgets the session', async () => {
    const { backend, rest } = await signedIn(() => ({ json: null }))
    await backend.deleteAccount()
    expect(rest()).toEqual([['POST', '/rest/v1/rpc/delete_family_account', {}]])
    expect(await backend.getSession()).toBeNull()
  })

  it('changes the password only after the current one signs in', async () => {
    let tokenCalls = 0
    const server = fakeServer((call) => {
      if (call.url.pathname === '/auth/v1/token') {
        tokenCalls += 1
        return tokenCalls === 2
          ? {
              status: 400,
              json: {
                error_code: 'invalid_credentials',
                msg: 'Invalid login credentials',
              },
            }
          : { json: sessionJson() }
      }
      return { json: sessionJson().user }
    })
    const backend = backendWith(server)
    await backend.signIn({ email: 'parent@example.org', password: 'secret1' })
    await expect(
      backend.changePassword({
        currentPassword: 'wrong1',
        newPassword: 'better22',
      }),
    ).rejects.toMatchObject({ kind: 'invalid-credentials' })
    expect(server.calls.some((c) => c.url.pathname === '/auth/v1/user')).toBe(
      false,
    )
    await backend.changePassword({
      currentPassword: 'secret1',
      newPassword: 'better22',
    })
    const update = server.calls.find((c) => c.url.pathname === '/auth/v1/user')
    expect(update?.method).toBe('PUT')
    expect(update?.body).toMatchObject({ password: 'better22' })
  })

  it('refuses the family calls when nobody is signed in, without calling the server', async () => {
    const server = fakeServer(() => ({ json: {} }))
    const backend = backendWith(server)
    for (const attempt of [
      () => backend.getFamily(),
      () => backend.addProfile({ funName: 'HappyPeacock', avatar: 'cow' }),
      () => backend.deleteProfile(PROFILE_ID),
      () => backend.verifyParentPin('1234'),
      () => backend.giveParentConsent('2026-11-25'),
      () => backend.getFamilyReport(),
      () => backend.exportFamilyData(),
      () => backend.deleteAccount(),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ kind: 'not-signed-in' })
    }
    expect(server.calls).toEqual([])
    expect(await backend.getMyRank(PROFILE_ID)).toBeNull()
  })

  it("keeps a signed-in family's round without a session (a guest's) on the device", async () => {
    const { backend, rest } = await signedIn(() => ({ json: {} }))
    expect(await backend.startGame(null, 'story')).toBeNull()
    expect(
      await backend.recordGameResult({ gameType: 'story', value: 1 }, null),
    ).toMatchObject({ savedTo: 'device' })
    expect(rest()).toEqual([])
  })
})

describe('the Supabase backend: rounds played offline (decision 027)', () => {
  const SESSION = '0f8fad5b-d9cb-469f-a165-70867728950e'
  let clock = Date.UTC(2026, 10, 25, 10)

  /** A server that can be cut off; `submit_offline_round` counts ids once. */
  async function setUp() {
    const network = { online: true }
    const recorded = new Map<string, unknown>()
    const server = fakeServer((call) => {
      const path = call.url.pathname
      if (path === '/auth/v1/token') return { json: sessionJson() }
      if (path.endsWith('/start_game')) return { json: SESSION }
      if (path.endsWith('/get_family')) {
        return {
          json: [
            {
              parent_email: 'parent@example.org',
              created_at: null,
              consent_at: null,
              policy_version: null,
              has_pin: false,
            },
          ],
        }
      }
      if (path.endsWith('/child_profiles')) return { json: [PROFILE_ROW] }
      if (path.endsWith('/finish_game')) {
        return { json: [{ points: 3, new_badges: [] }] }
      }
      if (path.endsWith('/submit_offline_round')) {
        const body = call.body as { client_id: string; value: number }
        const earlier = recorded.get(body.client_id)
        const row = {
          points: body.value,
          new_badges: earlier ? [] : ['heritage_explorer'],
          added_at: new Date(clock).toISOString(),
          already_recorded: Boolean(earlier),
        }
        recorded.set(body.client_id, row)
        return { json: [row] }
      }
      return { json: [] }
    })
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!network.online) throw new TypeError('Failed to fetch')
      return server.fetch(input, init)
    }) as typeof globalThis.fetch
    const backend = createSupabaseBackend({
      url: URL_BASE,
      anonKey: 'public-anon-key',
      siteUrl: 'https://kids.example.org',
      fetch,
      storage: window.localStorage,
      loadBank: loadTestBank,
      navigate: vi.fn(),
      now: () => clock,
    })
    await backend.signIn({ email: 'kid@example.org', password: 'secret1' })
    const rpcCalls = (name: string) =>
      server.calls.filter((c) => c.url.pathname === `/rest/v1/rpc/${name}`)
    return { backend, network, rpcCalls }
  }

  beforeEach(() => {
    clock = Date.UTC(2026, 10, 25, 10)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('draws a quiz on the device with no connection and sends its answers', async () => {
    const { backend, network, rpcCalls } = await setUp()
    network.online = false
    const round = await backend.startQuiz(PROFILE_ID, '5-7')
    expect(round.sessionId).toMatch(/^offline:/)
    expect(round.questionIds).toHaveLength(12)
    expect(round.questionIds.every((id) => bandOf(id) === '5-7')).toBe(true)
    // The next round offline is drawn from the seen list kept here.
    const next = await backend.startQuiz(PROFILE_ID, '5-7')
    expect(
      next.questionIds.filter((id) => round.questionIds.includes(id)),
    ).toEqual([])
    clock += 40_000
    const result = answered(round, 7)
    await backend.recordGameResult(result, round.sessionId)
    expect(await backend.getOfflineRounds()).toMatchObject([
      { gameType: 'quiz', value: 7, answers: result.answers },
    ])
    network.online = true
    await backend.sendOfflineRounds({ ignoreBackoff: true })
    expect(rpcCalls('submit_offline_round').map((c) => c.body)).toEqual([
      {
        profile_id: PROFILE_ID,
        client_id: round.sessionId?.slice('offline:'.length),
        answers: round.questionIds.map((id, i) => ({
          question: id,
          choice: result.answers?.[i]?.choice,
        })),
        played_at: new Date(clock).toISOString(),
        duration_ms: 40_000,
      },
    ])
  })

  it('plays a round with no connection, keeps it, and sends it once back online', async () => {
    const { backend, network, rpcCalls } = await setUp()
    network.online = false
    const id = await backend.startGame(PROFILE_ID, 'quiz')
    expect(id).toMatch(/^offline:/)
    clock += 40_000
    const recorded = await backend.recordGameResult(
      { gameType: 'quiz', value: 9 },
      id,
    )
    expect(recorded).toEqual({
      points: 9,
      newBadges: [],
      savedTo: 'outbox',
      offlineRoundId: id?.slice('offline:'.length),
    })
    expect(await backend.getOfflineRounds()).toMatchObject([
      {
        status: 'pending',
        profileId: PROFILE_ID,
        gameType: 'quiz',
        value: 9,
        durationMs: 40_000,
      },
    ])

    // Still offline: nothing leaves, and the round waits.
    const waiting = await backend.sendOfflineRounds({ ignoreBackoff: true })
    expect(waiting.added).toEqual([])
    expect(waiting.retryAt).toBe(clock + 5_000)

    network.online = true
    const report = await backend.sendOfflineRounds({ ignoreBackoff: true })
    expect(report.added).toMatchObject([
      { status: 'added', points: 9, newBadges: ['heritage_explorer'] },
    ])
    expect(report.added[0]?.addedAt).toBe(clock)
    expect(rpcCalls('submit_offline_round').map((c) => c.body)).toEqual([
      {
        profile_id: PROFILE_ID,
        client_id: recorded.offlineRoundId,
        game_type: 'quiz',
        value: 9,
        played_at: new Date(clock).toISOString(),
        duration_ms: 40_000,
      },
    ])
    // Sent once: nothing is left to send.
    await backend.sendOfflineRounds({ ignoreBackoff: true })
    expect(rpcCalls('submit_offline_round')).toHaveLength(1)
    expect(await backend.getOfflineRounds()).toMatchObject([
      { status: 'added', addedAt: clock },
    ])
  })

  it('keeps a round whose finish could not reach the server', async () => {
    const { backend, network, rpcCalls } = await setUp()
    const id = await backend.startGame(PROFILE_ID, 'story')
    expect(id).toBe(SESSION)
    clock += 10_000
    network.online = false
    expect(
      await backend.recordGameResult({ gameType: 'story', value: 1 }, id),
    ).toMatchObject({ points: 3, savedTo: 'outbox' })
    network.online = true
    await backend.sendOfflineRounds()
    expect(rpcCalls('submit_offline_round')).toMatchObject([
      {
        body: {
          profile_id: PROFILE_ID,
          game_type: 'story',
          value: 1,
          duration_ms: 10_000,
        },
      },
    ])
  })

  it('does not keep a round the server refused to start', async () => {
    const { backend } = await setUp()
    const refusing = fakeServer((call) =>
      call.url.pathname === '/auth/v1/token'
        ? { json: sessionJson() }
        : { status: 429, json: { code: 'PT429', message: 'too_many_starts' } },
    )
    const limited = backendWith(refusing)
    await limited.signIn({ email: 'kid@example.org', password: 'secret1' })
    await expect(limited.startGame(PROFILE_ID, 'story')).rejects.toMatchObject({
      kind: 'rate-limited',
      message: 'too_many_starts',
    })
    expect(await backend.getOfflineRounds()).toEqual([])
  })

  it('knows the family after a reload with no signal, and forgets it on sign-out', async () => {
    const { backend, network } = await setUp()
    const family = await backend.getFamily()
    expect(family.profiles).toEqual([PROFILE])
    network.online = false
    // A new backend on the same storage: the page reloaded, still offline.
    const reloaded = createSupabaseBackend({
      url: URL_BASE,
      anonKey: 'public-anon-key',
      siteUrl: 'https://kids.example.org',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      storage: window.localStorage,
      loadBank: loadTestBank,
      navigate: vi.fn(),
    })
    expect(await reloaded.getFamily()).toEqual(family)
    network.online = true
    await backend.signOut()
    expect(window.localStorage.getItem('vasavi-kids:family:v1')).toBeNull()
    await expect(reloaded.getFamily()).rejects.toMatchObject({
      kind: 'not-signed-in',
    })
  })

  it('credits each round to the child who played it', async () => {
    const { backend, network, rpcCalls } = await setUp()
    const SIBLING = '7e0f3c55-2a4b-4c1d-9e8f-3b6a2d1c0f44'
    network.online = false
    const first = await backend.startGame(PROFILE_ID, 'story')
    const second = await backend.startGame(SIBLING, 'memory')
    clock += 30_000
    await backend.recordGameResult({ gameType: 'memory', value: 14 }, second)
    await backend.recordGameResult({ gameType: 'story', value: 1 }, first)
    network.online = true
    await backend.sendOfflineRounds({ ignoreBackoff: true })
    expect(
      rpcCalls('submit_offline_round').map((c) => [
        (c.body as { profile_id: string }).profile_id,
        (c.body as { game_type: string }).game_type,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [SIBLING, 'memory'],
        [PROFILE_ID, 'story'],
      ]),
    )
  })

  it("sends only the signed-in family's rounds", async () => {
    const { backend, network, rpcCalls } = await setUp()
    network.online = false
    const id = await backend.startGame(PROFILE_ID, 'story')
    clock += 5_000
    await backend.recordGameResult({ gameType: 'story', value: 1 }, id)
    // Another player's round on this device.
    const stored = JSON.parse(
      window.localStorage.getItem('vasavi-kids:offline-rounds:v1') ?? '',
    ) as { rounds: { userId: string }[] }
    stored.rounds.push({ ...stored.rounds[0]!, userId: 'someone-else' })
    ;(stored.rounds[1] as unknown as { id: string }).id = 'other-round'
    window.localStorage.setItem(
      'vasavi-kids:offline-rounds:v1',
      JSON.stringify(stored),
    )
    network.online = true
    await backend.sendOfflineRounds()
    expect(rpcCalls('submit_offline_round')).toHaveLength(1)
    expect(await backend.getOfflineRounds()).toHaveLength(1)
  })
})
