import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GAME_RULES, pointsFor } from '../../src/lib/backend/scoring'
import { GAME_TYPES } from '../../src/lib/backend/types'
import { usernameProblem } from '../../src/lib/backend/usernameRules'
import { ANON, as, openTestDatabase, type Db } from './harness'

let db: Db

beforeAll(async () => {
  db = await openTestDatabase({ seed: true })
})
afterAll(async () => {
  await db.close()
})

describe('the SQL scoring mirrors src/lib/backend/scoring.ts', () => {
  it.each(GAME_TYPES)(
    '%s: same valid values, points and minimum play time',
    async (game) => {
      const rule = GAME_RULES[game]
      const rows = await db.query<{
        value: number
        points: number | null
        ms: number
      }>(
        `select v as value, private.game_points($1, v) as points,
         (extract(epoch from private.min_play_time($1)) * 1000)::int as ms
       from generate_series(-2, 1002) v`,
        [game],
      )
      for (const { value, points, ms } of rows) {
        const valid = value >= rule.min && value <= rule.max
        expect(points, `${game} ${value}`).toBe(
          valid ? pointsFor({ gameType: game, value }) : null,
        )
        expect(ms).toBe(rule.minPlayMs)
      }
    },
  )
})

describe('the SQL username rules mirror src/lib/backend/usernameRules.ts', () => {
  it.each([
    'ab',
    'abc',
    'a'.repeat(20),
    'a'.repeat(21),
    ' padded',
    'kid@home.org',
    'mail me at a@b.co',
    'at@sign',
    '123456',
    '1234567',
    '98-765-4321',
    '12 34 56 7',
    'Player2024',
    'Happy Peacock',
    'tab\there',
    'తెలుగు',
  ])('%j', async (name) => {
    const [row] = await db.query<{ problem: string | null }>(
      'select private.username_problem($1) as problem',
      [name],
    )
    expect(row?.problem).toBe(usernameProblem(name))
  })
})

describe('supabase/seed.sql', () => {
  it('creates demo players through the RPCs', async () => {
    const rows = await as(
      db,
      ANON,
      'select rank::int, username, total_score, achievement_count from public.get_leaderboard()',
    )
    expect(rows).toEqual([
      {
        rank: 1,
        username: 'DancingPeacock',
        total_score: 35,
        achievement_count: 3,
      },
      {
        rank: 2,
        username: 'GentleElephant',
        total_score: 17,
        achievement_count: 1,
      },
      {
        rank: 3,
        username: 'SoaringKite',
        total_score: 3,
        achievement_count: 1,
      },
    ])
  })
})
