// `npm run bench:db`: the leaderboard functions at 1,000,000 players on
// PostgreSQL 15. scripts/tools/pg-cluster.sh starts a throw-away cluster and runs
// this script with DATABASE_URL pointing at it (any server will do when
// DATABASE_URL is set by hand: the script works in its own database and
// drops it at the end).
//
// 1. The auth shim and the migrations older than BASELINE (the leaderboard
//    as it was before decision 026).
// 2. 1,000,000 players seeded in SQL (auth.users, profiles, player_stats,
//    one finished game session, score and badge each), then VACUUM ANALYZE.
// 3. "Before": get_leaderboard(50), get_my_rank() for the top, middle and
//    last player, finish_game; median of RUNS calls each after WARMUP calls.
// 4. The remaining migrations (timed: the count tables' backfill), VACUUM
//    ANALYZE, and "after": the same calls, plus a check that the ranks are
//    the ones the old definition gives.
// 5. A quiz round and a memory round, before and after a round's result
//    became one write of the child's stats (decision 096), interleaved
//    (scripts/bench/benchQuiz.mjs).
// 6. bench/db-results.md; exit 1 when a target is missed or a rank differs.
//
// Times are server-side: the "Execution Time" of EXPLAIN (ANALYZE, TIMING
// OFF) around each call, so no network round trip and no per-node timing
// overhead. Not part of `npm test`: it takes minutes and measures the machine.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import * as prettier from 'prettier'

import { measureQuiz, quizReport, seedQuizHistory } from './benchQuiz.mjs'

const ROOT = path.join(import.meta.dirname, '..', '..')
const MIGRATIONS = path.join(ROOT, 'supabase', 'migrations')
const OUT = path.join(ROOT, 'bench', 'db-results.md')

/** The first migration measured as "after". */
const BASELINE = '20261125100000'
// BENCH_DB_PLAYERS runs a smaller check of the script itself; the targets
// and bench/db-results.md are for 1,000,000.
const PLAYERS = Number(process.env.BENCH_DB_PLAYERS ?? 1_000_000)
const RUNS = 20
const WARMUP = 3
const TARGETS_MS = {
  leaderboard: 2,
  rank: 5,
  finish: 5,
}

const url = process.env.DATABASE_URL
if (!url) {
  console.error(
    'bench:db needs DATABASE_URL; `npm run bench:db` starts a throw-away PostgreSQL 15 for it',
  )
  process.exit(2)
}

const log = (message) => console.log(`bench:db: ${message}`)

async function timed(label, work) {
  const start = performance.now()
  const result = await work()
  log(`${label} (${((performance.now() - start) / 1000).toFixed(1)} s)`)
  return result
}

function migrationFiles() {
  return readdirSync(MIGRATIONS)
    .filter((file) => /^\d{14}_[\w-]+\.sql$/.test(file))
    .sort()
}

// Totals are log-skewed as on a real site: most players played a game or
// two, a few played for months. floor(20000 ^ (u^2)) puts 26 % of players on
// a total of 1, the median near 11 and the best near 20,000 (about 20,000
// distinct totals). Last changes spread over two years, busier lately
// (now - 730 days * v^2): the latest day holds several thousand players
// with the same total, the hardest case for the within-total count.
const SEED = [
  [
    'players',
    `
    create temp table seed as
    select n,
      gen_random_uuid() as id,
      floor(power(20000, power(random(), 2)))::integer as total,
      now() - interval '730 days' * power(random(), 2) as at
    from generate_series(1, ${PLAYERS}) as n`,
  ],
  [
    'auth.users',
    `
    insert into auth.users (id, email, raw_user_meta_data, created_at)
    select id, 'player' || n || '@bench.invalid', '{}', at - interval '1 day'
    from seed order by id`,
  ],
  [
    'profiles',
    `
    insert into public.profiles (id, username, created_at)
    select id, 'Player' || to_hex(n), at - interval '1 day' from seed order by id`,
  ],
  [
    'player_stats',
    `
    insert into public.player_stats (
      user_id, total_score, quiz_best, games_completed, achievement_count,
      completed_game_types, updated_at
    )
    select id, total, least(total, 12), 1 + total / 8, 1, '{quiz}', at
    from seed order by id`,
  ],
  [
    'user_achievements',
    `
    insert into public.user_achievements (user_id, achievement_id, earned_at)
    select id, 'heritage_explorer', at from seed order by id`,
  ],
  [
    'game_sessions',
    `
    insert into public.game_sessions (user_id, game_type, started_at, finished_at, points)
    select id, 'quiz', at - interval '1 minute', at, least(total, 12) from seed order by id`,
  ],
  [
    'game_scores',
    `
    insert into public.game_scores (user_id, game_type, score, created_at)
    select id, 'quiz', least(total, 12), at from seed order by id`,
  ],
]

/** The old get_my_rank() rank, written out (20261121120000). */
const OLD_RANK = `
  select 1 + count(*) as rank
  from public.player_stats o, public.player_stats s
  where s.user_id = $1
    and (o.total_score > s.total_score
      or (o.total_score = s.total_score and o.updated_at < s.updated_at)
      or (o.total_score = s.total_score and o.updated_at = s.updated_at
        and o.user_id < s.user_id))`

/** The old get_leaderboard(50), written out. */
const OLD_BOARD = `
  select row_number() over (order by s.total_score desc, s.updated_at, s.user_id) as rank,
    s.user_id, coalesce(p.username, 'Unknown') as username, s.total_score,
    s.quiz_best, s.memory_best, s.achievement_count
  from public.player_stats s
  left join public.profiles p on p.id = s.user_id
  order by s.total_score desc, s.updated_at, s.user_id
  limit 50`

/** The same definitions once players are child profiles (decision 031). */
const FAMILY_RANK = `
  select 1 + count(*) as rank
  from public.player_stats o, public.player_stats s
  where s.profile_id = $1
    and not o.hidden_from_leaderboard and o.profile_id <> s.profile_id
    and (o.total_score > s.total_score
      or (o.total_score = s.total_score and o.updated_at < s.updated_at)
      or (o.total_score = s.total_score and o.updated_at = s.updated_at
        and o.profile_id < s.profile_id))`

const FAMILY_BOARD = `
  select row_number() over (order by s.total_score desc, s.updated_at, s.profile_id) as rank,
    s.profile_id, c.fun_name, c.avatar, s.total_score,
    s.quiz_best, s.memory_best, s.achievement_count
  from public.player_stats s
  join public.child_profiles c on c.id = s.profile_id
  where not s.hidden_from_leaderboard
  order by s.total_score desc, s.updated_at, s.profile_id
  limit 50`

/**
 * The calls of each schema. From 20261125120000 on, a player is a child
 * profile: the family migration keeps each player's id as the child's id
 * and as the family's (the parent's) id, so the same ids sign in.
 */
const PLAYER_API = {
  owner: 'user_id',
  myRank: ['select * from public.get_my_rank()', () => []],
  start: [`select public.start_game('quiz') as session_id`, () => []],
  oldRank: OLD_RANK,
  oldBoard: OLD_BOARD,
}
const FAMILY_API = {
  owner: 'profile_id',
  myRank: ['select * from public.get_my_rank($1)', (id) => [id]],
  start: [`select public.start_game($1, 'quiz') as session_id`, (id) => [id]],
  oldRank: FAMILY_RANK,
  oldBoard: FAMILY_BOARD,
}

async function apiOf(client) {
  const { rows } = await client.query(
    `select to_regclass('public.child_profiles') is not null as family`,
  )
  return rows[0].family ? FAMILY_API : PLAYER_API
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Runs `sql` as the API would for `claims`, returning its rows. */
async function asCaller(client, claims, sql, params = []) {
  await client.query('begin')
  try {
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(claims),
    ])
    await client.query(`set local role ${claims.role}`)
    const { rows } = await client.query(sql, params)
    await client.query('commit')
    return rows
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}

/** Server-side execution time of `sql` in ms, run for `claims`. */
async function executionMs(client, claims, sql, params = []) {
  const [row] = await asCaller(
    client,
    claims,
    `explain (analyze, timing off, format json) ${sql}`,
    params,
  )
  return row['QUERY PLAN'][0]['Execution Time']
}

async function sample(measure) {
  for (let i = 0; i < WARMUP; i += 1) await measure(i)
  const times = []
  for (let i = 0; i < RUNS; i += 1) times.push(await measure(WARMUP + i))
  return {
    median: median(times),
    min: Math.min(...times),
    max: Math.max(...times),
  }
}

const signedIn = (id) => ({ role: 'authenticated', sub: id })

async function pickPlayers(client, api) {
  const id = api.owner
  const order = `total_score desc, updated_at, ${id}`
  const one = async (sql) => (await client.query(sql)).rows[0]
  return {
    top: await one(
      `select ${id} as id, total_score from public.player_stats order by ${order} limit 1`,
    ),
    middle: await one(
      `select ${id} as id, total_score from public.player_stats order by ${order}
       offset ${PLAYERS / 2 - 1} limit 1`,
    ),
    last: await one(
      `select ${id} as id, total_score from public.player_stats
       order by total_score, updated_at desc, ${id} desc limit 1`,
    ),
  }
}

async function measurePhase(client, finishers) {
  const api = await apiOf(client)
  const picks = await pickPlayers(client, api)
  const result = {
    leaderboard: await sample(() =>
      executionMs(
        client,
        { role: 'anon' },
        'select * from public.get_leaderboard(50)',
      ),
    ),
  }
  for (const [name, pick] of Object.entries(picks)) {
    result[name] = await sample(() =>
      executionMs(
        client,
        signedIn(pick.id),
        api.myRank[0],
        api.myRank[1](pick.id),
      ),
    )
  }
  result.finish = await sample(async (i) => {
    const id = finishers[i]
    const [started] = await asCaller(
      client,
      signedIn(id),
      api.start[0],
      api.start[1](id),
    )
    // Past the quiz's minimum play time and out of the per-minute limit.
    await client.query(
      `update public.game_sessions set started_at = started_at - interval '2 minutes'
       where id = $1`,
      [started.session_id],
    )
    // From 20261127120000 a quiz is finished with the answers to the
    // questions drawn for it (all right: +12, as before).
    const { rows: drawn } = await client.query(
      `select to_regprocedure('public.quiz_round(uuid)') is not null as yes`,
    )
    if (!drawn[0].yes) {
      return executionMs(
        client,
        signedIn(id),
        'select * from public.finish_game($1, 12)',
        [started.session_id],
      )
    }
    const { rows: key } = await client.query(
      `select jsonb_agg(jsonb_build_object('question', q.id, 'choice', q.correct)) as answers
       from private.quiz_session_questions s
       join private.quiz_questions q on q.id = s.question_id
       where s.session_id = $1`,
      [started.session_id],
    )
    return executionMs(
      client,
      signedIn(id),
      'select * from public.finish_game($1, $2::jsonb)',
      [started.session_id, JSON.stringify(key[0].answers)],
    )
  })
  return { result, picks, api }
}

/** The new functions give the old definition's ranks and board. */
async function checkSameRanks(client, picks, api) {
  const problems = []
  for (const [name, pick] of Object.entries(picks)) {
    const [mine] = await asCaller(
      client,
      signedIn(pick.id),
      `select rank from (${api.myRank[0]}) r`,
      api.myRank[1](pick.id),
    )
    const [old] = (await client.query(api.oldRank, [pick.id])).rows
    if (String(mine?.rank) !== String(old.rank)) {
      problems.push(
        `${name}: get_my_rank ${mine?.rank}, old definition ${old.rank}`,
      )
    }
  }
  const board = await asCaller(
    client,
    { role: 'anon' },
    'select * from public.get_leaderboard(50)',
  )
  const oldBoard = (await client.query(api.oldBoard)).rows
  if (JSON.stringify(board) !== JSON.stringify(oldBoard)) {
    problems.push('get_leaderboard(50) differs from the old definition')
  }
  return problems
}

const ms = (value) => (value === undefined ? '–' : `${value.toFixed(2)} ms`)

function report({ before, after, picks, facts, problems, quiz }) {
  const rows = [
    ['`get_leaderboard(50)`', 'leaderboard', TARGETS_MS.leaderboard],
    [`\`get_my_rank()\`, top (rank 1)`, 'top', TARGETS_MS.rank],
    [
      `\`get_my_rank()\`, middle (rank ${(PLAYERS / 2).toLocaleString('en')})`,
      'middle',
      TARGETS_MS.rank,
    ],
    [
      `\`get_my_rank()\`, last (rank ${PLAYERS.toLocaleString('en')})`,
      'last',
      TARGETS_MS.rank,
    ],
    ['`finish_game`', 'finish', TARGETS_MS.finish],
  ]
  const missed = rows.filter(([, key, target]) => after[key].median > target)
  const quizPart = quizReport(quiz, PLAYERS)
  if (quizPart.failed) missed.push(['a quiz round'])
  const table = rows
    .map(
      ([label, key, target]) =>
        `| ${label} | ≤ ${target} ms | ${ms(before[key]?.median)} | ${ms(after[key].median)} | ${ms(after[key].min)} – ${ms(after[key].max)} | ${after[key].median <= target ? 'met' : '**missed**'} |`,
    )
    .join('\n')
  const n = (value) => value.toLocaleString('en')
  const lines = [
    `# Database bench: the leaderboard at ${n(PLAYERS)} players`,
    '',
    'Written by `npm run bench:db` (scripts/bench/bench-db.mjs); decision 026 explains the design. Do not edit by hand.',
    '',
    `- Date: ${facts.date}`,
    `- PostgreSQL: ${facts.version}, a throw-away local cluster with default settings but \`fsync=off\``,
    `- Machine: ${facts.cores} cores (${facts.cpu}), ${facts.memory} GB memory, ${facts.platform}; 1-minute load average ${facts.loadBefore} while measuring before, ${facts.loadAfter} after (other work on the machine slows the before numbers most: they scan every player, partly with parallel workers)`,
    `- Seed: ${n(PLAYERS)} players (auth.users, profiles, player_stats, one finished session, score and badge each) in ${facts.seedSeconds} s; ${n(facts.distinctTotals)} distinct totals, the largest shared by ${n(facts.largestTotal)} players; the largest group with the same total and UTC day: ${n(facts.largestDay)} players; the quiz history (one round a child, below) in ${facts.quizSeedSeconds} s`,
    `- Migrations from ${BASELINE} on the seeded database: ${facts.migrateSeconds} s (mostly the count tables' backfill)`,
    `- Each time is the median of ${RUNS} calls after ${WARMUP} warm-up calls, measured on the server: the execution time of EXPLAIN (ANALYZE, TIMING OFF) around the call, without the network round trip. \`get_my_rank()\` runs as the player (role authenticated, their id in request.jwt.claims, as the API sets it). \`finish_game\` is a quiz result (+12 points) of a different player each call, on a session opened by \`start_game\` and moved back past the minimum play time.`,
    '',
    '| Call | Target | Before (median) | After (median) | After (min – max) | Result |',
    '| ---- | ------ | --------------- | -------------- | ----------------- | ------ |',
    table,
    '',
    `"Before" is the same bench on the functions of 20261121120000, on the same data, before the migrations from ${BASELINE}.`,
    '',
    ...quizPart.lines,
    '',
    problems.length === 0
      ? 'After: get_my_rank() gave the three players the ranks the old definition gives, and get_leaderboard(50) the old top 50.'
      : `**Ranks differ from the old definition:** ${problems.join('; ')}.`,
    '',
    missed.length === 0 && problems.length === 0
      ? '**All targets met.**'
      : `**Missed:** ${missed.map(([label]) => label).join(', ') || 'none'}.`,
  ]
  const markdown = `${lines.join('\n')}\n`
  return { markdown, failed: missed.length > 0 || problems.length > 0, picks }
}

async function main() {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  const name = `vk_bench_${Date.now()}`
  await admin.query(`create database ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  const client = new pg.Client({ connectionString: target.toString() })
  await client.connect()
  try {
    const version = (await client.query('show server_version')).rows[0]
      .server_version
    if (!version.startsWith('15.')) {
      log(`warning: PostgreSQL ${version}, the targets are for 15`)
    }
    const files = migrationFiles()
    const older = files.filter((file) => file < BASELINE)
    const newer = files.filter((file) => file >= BASELINE)
    await client.query(
      readFileSync(path.join(ROOT, 'tests/db/auth-shim.sql'), 'utf8'),
    )
    for (const file of older) {
      await client.query(readFileSync(path.join(MIGRATIONS, file), 'utf8'))
    }

    const seedStart = performance.now()
    // Replica mode skips triggers and foreign-key checks: the seed is
    // consistent by construction, and the sign-up trigger would make the
    // profiles one row at a time. Rows go in id order, so the indexes on
    // user ids fill from left to right.
    await client.query('set session_replication_role = replica')
    for (const [table, sql] of SEED) {
      await timed(`seeded ${table}`, () => client.query(sql))
    }
    await client.query('drop table seed')
    await client.query('set session_replication_role = origin')
    await timed('vacuum analyze', () => client.query('vacuum analyze'))
    const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(0)
    const facts = {
      date: new Date().toISOString().slice(0, 10),
      version,
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      memory: Math.round(os.totalmem() / 2 ** 30),
      platform: `${os.type()} ${os.release()}`,
      seedSeconds,
      ...(
        await client.query(`
          select
            (select count(distinct total_score) from public.player_stats)::int as "distinctTotals",
            (select max(n) from (select count(*) as n from public.player_stats
              group by total_score) t)::int as "largestTotal",
            (select max(n) from (select count(*) as n from public.player_stats
              group by total_score, floor(extract(epoch from updated_at) / 86400)) d)::int
              as "largestDay"`)
      ).rows[0],
    }

    const finishers = (
      await client.query(
        `select user_id from public.player_stats order by md5(user_id::text)
         limit ${2 * (WARMUP + RUNS)}`,
      )
    ).rows.map((row) => row.user_id)

    const load = () => os.loadavg()[0].toFixed(1)
    const before = await timed('measured before', () =>
      measurePhase(client, finishers.slice(0, WARMUP + RUNS)),
    )
    facts.loadBefore = load()
    const migrateStart = performance.now()
    await timed(
      `applied ${newer.join(', ') || 'no newer migrations'}`,
      async () => {
        for (const file of newer) {
          await client.query(readFileSync(path.join(MIGRATIONS, file), 'utf8'))
        }
      },
    )
    facts.migrateSeconds = ((performance.now() - migrateStart) / 1000).toFixed(
      1,
    )
    await timed('vacuum analyze', () => client.query('vacuum analyze'))
    const after = await timed('measured after', () =>
      measurePhase(client, finishers.slice(WARMUP + RUNS)),
    )
    facts.loadAfter = load()
    const problems = await checkSameRanks(client, after.picks, after.api)
    facts.quizSeedSeconds = await seedQuizHistory(client, log)
    const quiz = await timed('measured a quiz round', () =>
      measureQuiz(
        client,
        target.toString(),
        MIGRATIONS,
        { asCaller, executionMs },
        log,
      ),
    )

    const { markdown, failed } = report({
      before: before.result,
      after: after.result,
      picks: after.picks,
      facts,
      problems,
      quiz,
    })
    const formatted = await prettier.format(markdown, {
      ...(await prettier.resolveConfig(OUT)),
      parser: 'markdown',
    })
    writeFileSync(OUT, formatted)
    console.log(formatted)
    log(`wrote ${path.relative(ROOT, OUT)}`)
    process.exitCode = failed ? 1 : 0
  } finally {
    await client.end()
    await admin.query(`drop database if exists ${name}`)
    await admin.end()
  }
}

await main()
