import { beforeEach, describe, expect, it, vi } from 'vitest'

import { BackendError } from './errors'
import { createSupabaseBackend } from './supabase'

/**
 * supabase-js runs for real here; only `fetch` is fake, so these tests check
 * the HTTP calls the backend makes and how it reads the answers.
 */

const URL_BASE = 'https://project.example.co'
const USER_ID = '6c9bf0e4-6f1c-4f0e-9a57-0b1f5d9a1c11'

type Call = { method: string; url: URL; body: unknown }

function sessionJson(username = 'HappyPeacock') {
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
      email: 'kid@example.org',
      app_metadata: { provider: 'email' },
      user_metadata: { username },
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
  })
}

beforeEach(() => {
  window.localStorage.clear()
})

describe('the Supabase backend: auth calls', () => {
  it('signs in with email and password', async () => {
    const server = fakeServer(() => ({ json: sessionJson() }))
    const session = await backendWith(server).signIn({
      email: 'kid@example.org',
      password: 'secret1',
    })
    const call = server.calls.find((c) => c.url.pathname === '/auth/v1/token')
    expect(call?.method).toBe('POST')
    expect(call?.url.searchParams.get('grant_type')).toBe('password')
    expect(call?.body).toMatchObject({
      email: 'kid@example.org',
      password: 'secret1',
    })
    expect(session.user).toEqual({
      id: USER_ID,
      email: 'kid@example.org',
      username: 'HappyPeacock',
    })
  })

  it('signs up with the username as user data and the site root as e-mail redirect', async () => {
    const server = fakeServer(() => ({ json: sessionJson('BraveLotus') }))
    await backendWith(server).signUp({
      email: 'kid@example.org',
      password: 'secret1',
      username: 'BraveLotus',
    })
    const call = server.calls.find((c) => c.url.pathname === '/auth/v1/signup')
    expect(call?.url.searchParams.get('redirect_to')).toBe(
      'https://kids.example.org/',
    )
    expect(call?.body).toMatchObject({
      email: 'kid@example.org',
      password: 'secret1',
      data: { username: 'BraveLotus' },
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
      backend.signUp({ email: 'a@b.co', password: 'secret1', username: 'Abc' }),
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
    await backend.signIn({ email: 'kid@example.org', password: 'secret1' })
    return { server, backend }
  }

  it('starts and finishes a game through start_game and finish_game', async () => {
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
    expect(await backend.startGame('quiz')).toBe(sessionId)
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
      ['POST', '/rest/v1/rpc/start_game', { game_type: 'quiz' }],
      [
        'POST',
        '/rest/v1/rpc/finish_game',
        { session_id: sessionId, value: 12 },
      ],
    ])
  })

  it('reads the leaderboard through get_leaderboard and the own row through get_my_rank', async () => {
    const row = {
      rank: 7,
      user_id: USER_ID,
      username: 'HappyPeacock',
      total_score: 40,
      quiz_best: 12,
      memory_best: null,
      achievement_count: 2,
    }
    const { server, backend } = await signedIn(() => ({ json: [row] }))
    expect(await backend.getLeaderboard(500)).toEqual([
      {
        rank: 7,
        userId: USER_ID,
        username: 'HappyPeacock',
        totalScore: 40,
        quizBest: 12,
        memoryBest: null,
        achievementCount: 2,
      },
    ])
    expect((await backend.getMyRank())?.rank).toBe(7)
    const rpc = server.calls.filter((c) => c.url.pathname.startsWith('/rest/'))
    expect(rpc.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/rest/v1/rpc/get_leaderboard', { row_limit: 100 }],
      ['/rest/v1/rpc/get_my_rank', {}],
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
    await expect(backend.startGame('story')).rejects.toMatchObject({
      kind: 'rate-limited',
    })
  })

  it("keeps a guest's results on the device without calling the server", async () => {
    const server = fakeServer(() => ({ json: {} }))
    const backend = backendWith(server)
    expect(await backend.startGame('story')).toBeNull()
    expect(
      await backend.recordGameResult({ gameType: 'story', value: 1 }, null),
    ).toMatchObject({ points: 3, savedTo: 'device' })
    expect(
      server.calls.filter((c) => c.url.pathname.startsWith('/rest/')),
    ).toEqual([])
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

  it('plays a round with no connection, keeps it, and sends it once back online', async () => {
    const { backend, network, rpcCalls } = await setUp()
    network.online = false
    const id = await backend.startGame('quiz')
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
      { status: 'pending', gameType: 'quiz', value: 9, durationMs: 40_000 },
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
    const id = await backend.startGame('story')
    expect(id).toBe(SESSION)
    clock += 10_000
    network.online = false
    expect(
      await backend.recordGameResult({ gameType: 'story', value: 1 }, id),
    ).toMatchObject({ points: 3, savedTo: 'outbox' })
    network.online = true
    await backend.sendOfflineRounds()
    expect(rpcCalls('submit_offline_round')).toMatchObject([
      { body: { game_type: 'story', value: 1, duration_ms: 10_000 } },
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
    await expect(limited.startGame('story')).rejects.toMatchObject({
      kind: 'rate-limited',
      message: 'too_many_starts',
    })
    expect(await backend.getOfflineRounds()).toEqual([])
  })

  it("sends only the signed-in player's rounds", async () => {
    const { backend, network, rpcCalls } = await setUp()
    network.online = false
    const id = await backend.startGame('story')
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
