import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  AGE_BANDS,
  AVATAR_IDS,
  GAME_TYPES,
} from '../../src/lib/backend/contract/types'
import {
  badgesFor,
  GAME_RULES,
  isValidResult,
  pointsFor,
} from '../../src/lib/backend/rules/scoring'
import { usernameProblem } from '../../src/lib/backend/rules/usernameRules'
import { ANON, as, openTestDatabase, type Db } from './harness'

let db: Db

beforeAll(async () => {
  db = await openTestDatabase({ seed: true })
})
afterAll(async () => {
  await db.close()
})

describe('the SQL scoring mirrors src/lib/backend/rules/scoring.ts', () => {
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
        const valid = isValidResult({ gameType: game, value })
        expect(points, `${game} ${value}`).toBe(
          valid ? pointsFor({ gameType: game, value }) : null,
        )
        expect(ms).toBe(rule.minPlayMs)
      }
    },
  )
})

describe('the SQL game types mirror src/lib/backend/contract/types.ts', () => {
  it("accepts exactly the client's game types", async () => {
    const rows = await db.query<{ game: string; valid: boolean }>(
      `select g as game, private.valid_game_type(g) as valid
       from unnest($1::text[]) g`,
      [[...GAME_TYPES, 'Jigsaw', 'word-search', 'puzzle', '']],
    )
    expect(rows.filter((row) => row.valid).map((row) => row.game)).toEqual([
      ...GAME_TYPES,
    ])
  })

  it('gives Heritage Master for the same five games as scoring.ts', () => {
    // The SQL side is tested by tests/db/puzzles.test.ts; here the client's
    // rule, so both are pinned to the first five games.
    expect(
      badgesFor({ quizBest: 1, completedGameTypes: [...GAME_TYPES] }),
    ).toContain('heritage_master')
    expect(
      badgesFor({
        quizBest: 1,
        completedGameTypes: GAME_TYPES.filter((type) => type !== 'story'),
      }),
    ).not.toContain('heritage_master')
  })
})

describe('the SQL username rules mirror src/lib/backend/rules/usernameRules.ts', () => {
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
    'Brave\u200bTiger',
    'Tiger\u202eBrave',
    'Brave\u200cTiger',
    'పాప్\u200cకార్న్ పులి',
    'పులి\u200dరాజు',
    'పులి\u200bరాజు',
    'Kid ９８７６５４３２１０',
    'Kid ౯౮౭౬౫౪౩౨',
    'ＳｕｎｎｙＰｅａｃｏｃｋ',
    'Brave\u0085Tiger',
    'soft\u00adhyphen',
    '\ufeffBOMname',
    'nbsp\u00a0',
    '\u3000ideographic',
    'line\u2028sep',
    'trailing tab\t',
  ])('%j', async (name) => {
    const [row] = await db.query<{ problem: string | null }>(
      'select private.username_problem($1) as problem',
      [name],
    )
    expect(row?.problem).toBe(usernameProblem(name))
  })
})

describe('the SQL profile rules mirror src/lib/backend/contract/types.ts', () => {
  it('accepts exactly the avatars of AVATAR_IDS', async () => {
    for (const avatar of [...AVATAR_IDS, 'dragon', 'Peacock', '', null]) {
      const [row] = await db.query<{ ok: boolean }>(
        'select private.valid_avatar($1) as ok',
        [avatar],
      )
      expect(row?.ok, String(avatar)).toBe(
        (AVATAR_IDS as readonly unknown[]).includes(avatar),
      )
    }
  })

  it('accepts exactly the age bands of AGE_BANDS, or none', async () => {
    for (const band of [...AGE_BANDS, '4-6', '11-16', '', null]) {
      const [row] = await db.query<{ ok: boolean }>(
        'select private.valid_age_band($1) as ok',
        [band],
      )
      expect(row?.ok, String(band)).toBe(
        band === null || (AGE_BANDS as readonly unknown[]).includes(band),
      )
    }
  })
})

describe('supabase/seed.sql', () => {
  it('creates demo families whose children play through the RPCs', async () => {
    const rows = await as(
      db,
      ANON,
      'select rank::int, fun_name, avatar, total_score, achievement_count from public.get_leaderboard()',
    )
    expect(rows).toEqual([
      {
        rank: 1,
        fun_name: 'DancingPeacock',
        avatar: 'peacock',
        total_score: 35,
        achievement_count: 3,
      },
      {
        rank: 2,
        fun_name: 'GentleElephant',
        avatar: 'elephant',
        total_score: 17,
        achievement_count: 1,
      },
      {
        rank: 3,
        fun_name: 'SoaringKite',
        avatar: 'parrot',
        total_score: 3,
        achievement_count: 1,
      },
    ])
    const families = await db.query(
      `select f.policy_version, count(c.id)::int as children
       from public.families f join public.child_profiles c on c.family_id = f.id
       group by f.id order by 2 desc`,
    )
    expect(families).toEqual([
      { policy_version: '2026-11-25', children: 2 },
      { policy_version: '2026-11-25', children: 1 },
    ])
  })
})
