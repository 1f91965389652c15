// The quiz round's part of `npm run bench:db` (issue 46 item 5, decisions
// 076, 083 and 096): a round started and finished as PostgREST calls them,
// at the bench's million children, with the finishing of 20261202090000
// ("before": the child's stats written twice, the first write in the middle
// of the finish) and of 20261203090000 ("after": one write, last) swapped
// in turn on the same data, so the two are compared in one run,
// interleaved, under the same load. The finishing is every game's, so a
// memory round is compared the same way beside the quiz's.
//
// 1. Seeds one round of history per child: 12 questions of 8-10 seen and
//    answered (3 of them missed), so the quiz tables are at scale.
// 2. Server-side times: start_quiz_round and finish_game each run under EXPLAIN
//    (ANALYZE, TIMING OFF) as the child's parent, a different child each
//    round, in blocks that alternate before and after.
// 3. Throughput: pgbench, 8 clients for QUIZ_SECONDS seconds, each
//    transaction one whole round as the API runs it (start_quiz_round,
//    decision 098, in its own transaction with the caller's claims and
//    role; the session moved back past the minimum play time and the right
//    answers looked up, as the bench's owner; finish_game the same way);
//    rounds a second and the 99th percentile of a round's latency, before
//    and after in turn, twice each in alternating order, and a memory round
//    (the same API transactions without the quiz's draw and marking) the
//    same way.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const QUIZ_BLOCKS = 4
const QUIZ_PER_BLOCK = 8
const QUIZ_CLIENTS = 8
const QUIZ_SECONDS = Number(process.env.BENCH_DB_QUIZ_SECONDS ?? 20)
export const QUIZ_TARGETS = { roundMs: 5, roundsPerSecond: 500 }

/** The text of `file` from the line starting `from` up to `to` (excluded). */
function between(file, from, to) {
  const text = readFileSync(file, 'utf8')
  const start = text.indexOf(from)
  const end = text.indexOf(to, start)
  if (start < 0 || end < 0) throw new Error(`bench:db: no ${from} in ${file}`)
  return text.slice(start, end)
}

/**
 * The finishing of each version, to swap in: "before" record_result of
 * 20261201130000, finish_game with answers of 20261202090000 and finish_game
 * with a value of 20261127120000, as 20261202090000 left them; "after"
 * those of 20261203090000.
 */
export function quizVariants(migrations) {
  const file = (name) => path.join(migrations, name)
  return {
    before: [
      between(
        file('20261201130000_fair_rounds.sql'),
        '-- As in 20261125130000 (the Heritage Master rule)',
        '-- ---------------------------------------------------------------------------\n-- Offline rounds',
      ),
      between(
        file('20261202090000_cheaper_quiz_round.sql'),
        '-- As in 20261127120000 (exactly the 12 questions',
        'revoke all',
      ),
      between(
        file('20261127120000_quiz_rounds.sql'),
        '-- Every game but the quiz, as before;',
        '-- A quiz session finished with its answers',
      ),
    ].join('\n'),
    after: readFileSync(file('20261203090000_one_write_a_round.sql'), 'utf8'),
  }
}

export async function seedQuizHistory(client, log) {
  const start = performance.now()
  await client.query(`
    create table bench_kids as
    select row_number() over (order by c.id)::integer as n, c.id, c.family_id,
      json_build_object('role', 'authenticated', 'sub', c.family_id)::text as claims
    from public.child_profiles c`)
  await client.query('alter table bench_kids add primary key (n)')
  await client.query(`
    create temp table band_questions as
    select id, (row_number() over (order by id) - 1)::integer as pos
    from private.quiz_questions where band = '8-10'`)
  await client.query(`
    create temp table history as
    select k.id as profile_id, b.id as question_id, s.i >= 3 as correct,
      now() - interval '3 days' as at
    from bench_kids k
    cross join generate_series(0, 11) s(i)
    join band_questions b on b.pos = (k.n + s.i) % 33`)
  await client.query(`
    insert into private.quiz_seen (profile_id, question_id, seen_at)
    select profile_id, question_id, at from history order by profile_id
    on conflict do nothing`)
  // As a round's answers: the review trigger (after) marks them.
  await client.query(`
    insert into private.quiz_answers (profile_id, question_id, topic, correct, answered_at)
    select h.profile_id, h.question_id, q.topic, h.correct, h.at
    from history h join private.quiz_questions q on q.id = h.question_id
    order by h.profile_id`)
  await client.query('drop table history')
  await client.query('vacuum analyze')
  const seconds = ((performance.now() - start) / 1000).toFixed(0)
  log(`seeded the quiz history (${seconds} s)`)
  return seconds
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** One round's server-side times as the API calls it: start and finish. */
async function oneRound(client, kid, { executionMs }) {
  const claims = { role: 'authenticated', sub: kid.family_id }
  const start = await executionMs(
    client,
    claims,
    'select public.start_quiz_round($1, null)',
    [kid.id],
  )
  const [session] = (
    await client.query(
      `select id from public.game_sessions where profile_id = $1
       order by started_at desc limit 1`,
      [kid.id],
    )
  ).rows
  const answers = await ageAndAnswer(client, session.id)
  const finish = await executionMs(
    client,
    claims,
    'select * from public.finish_game($1, $2::jsonb)',
    [session.id, answers],
  )
  return { start, finish, round: start + finish }
}

async function ageAndAnswer(client, sessionId) {
  await client.query(
    `update public.game_sessions set started_at = started_at - interval '2 minutes'
     where id = $1`,
    [sessionId],
  )
  const { rows } = await client.query(
    `select jsonb_agg(jsonb_build_object('question', q.id, 'choice',
       case when s.position <= 2 then (q.correct + 1) % 4 else q.correct end)) as answers
     from private.quiz_session_questions s
     join private.quiz_questions q on q.id = s.question_id
     where s.session_id = $1`,
    [sessionId],
  )
  return JSON.stringify(rows[0].answers)
}

const PGBENCH_SCRIPT = `
\\set n random(1, :kids)
begin;
select id as kid, claims from bench_kids where n = :n \\gset
select set_config('request.jwt.claims', ':claims', true);
set local role authenticated;
select public.start_quiz_round(':kid', null)->>'session' as sid \\gset
commit;
update public.game_sessions set started_at = started_at - interval '2 minutes' where id = ':sid';
select jsonb_agg(jsonb_build_object('question', q.id, 'choice', case when s.position <= 2 then (q.correct + 1) % 4 else q.correct end)) as answers from private.quiz_session_questions s join private.quiz_questions q on q.id = s.question_id where s.session_id = ':sid' \\gset
begin;
select set_config('request.jwt.claims', ':claims', true);
set local role authenticated;
select * from public.finish_game(':sid', ':answers'::jsonb);
commit;
`

// A memory round as the API makes it (start_game, the session moved back
// past the minimum play time, finish_game with its moves): the same
// transactions but the quiz's draw and marking.
const MEMORY_SCRIPT = `
\\set n random(1, :kids)
begin;
select id as kid, claims from bench_kids where n = :n \\gset
select set_config('request.jwt.claims', ':claims', true);
set local role authenticated;
select public.start_game(':kid', 'memory') as sid \\gset
commit;
update public.game_sessions set started_at = started_at - interval '2 minutes' where id = ':sid';
begin;
select set_config('request.jwt.claims', ':claims', true);
set local role authenticated;
select * from public.finish_game(':sid', 12);
commit;
`

function pgbenchBin() {
  const dir = execFileSync(
    'bash',
    [path.join(import.meta.dirname, '..', 'tools', 'pg-cluster.sh'), 'bin'],
    { encoding: 'utf8' },
  ).trim()
  return path.join(dir, 'pgbench')
}

/** pgbench's rounds a second and the p99 round latency in ms. */
function throughput(url, kids, bin, text = PGBENCH_SCRIPT) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-quiz-'))
  try {
    const script = path.join(dir, 'round.sql')
    writeFileSync(script, text)
    const run = spawnSync(
      bin,
      [
        '-n',
        '-c',
        String(QUIZ_CLIENTS),
        '-j',
        String(QUIZ_CLIENTS),
        '-T',
        String(QUIZ_SECONDS),
        '-f',
        script,
        '-D',
        `kids=${kids}`,
        '-l',
        '--log-prefix',
        path.join(dir, 'log'),
        url,
      ],
      { encoding: 'utf8', cwd: dir },
    )
    if (run.status !== 0) {
      throw new Error(`pgbench failed: ${run.stderr || run.stdout}`)
    }
    const tps = /tps = ([\d.]+)/.exec(run.stdout)
    const failed = /number of failed transactions: (\d+)/.exec(run.stdout)
    const latencies = readdirSync(dir)
      .filter((file) => file.startsWith('log'))
      .flatMap((file) =>
        readFileSync(path.join(dir, file), 'utf8')
          .trim()
          .split('\n')
          .map((line) => Number(line.split(' ')[2]) / 1000),
      )
      .sort((a, b) => a - b)
    return {
      roundsPerSecond: Number(tps?.[1] ?? 0),
      p99: latencies[Math.floor(0.99 * (latencies.length - 1))],
      failed: Number(failed?.[1] ?? 0),
      rounds: latencies.length,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Before and after, interleaved: server-side times in QUIZ_BLOCKS blocks,
 * then pgbench twice each. Leaves the database with "after" installed.
 */
export async function measureQuiz(client, url, migrations, tools, log) {
  const variants = quizVariants(migrations)
  const install = (name) => client.query(variants[name])
  const kids = Number(
    (await client.query('select count(*) as n from bench_kids')).rows[0].n,
  )
  const picked = (
    await client.query(
      `select id, family_id from bench_kids order by md5(id::text) limit $1`,
      [2 * QUIZ_BLOCKS * QUIZ_PER_BLOCK + 2],
    )
  ).rows
  const times = { before: [], after: [] }
  let next = 0
  for (let block = 0; block < QUIZ_BLOCKS; block += 1) {
    const order = block % 2 ? ['after', 'before'] : ['before', 'after']
    for (const name of order) {
      await install(name)
      // One warm-up round a block, not counted.
      await oneRound(client, picked[next++ % picked.length], tools)
      for (let i = 0; i < QUIZ_PER_BLOCK; i += 1) {
        times[name].push(
          await oneRound(client, picked[next++ % picked.length], tools),
        )
      }
    }
  }
  const summary = (name) => ({
    start: median(times[name].map((t) => t.start)),
    finish: median(times[name].map((t) => t.finish)),
    round: median(times[name].map((t) => t.round)),
    min: Math.min(...times[name].map((t) => t.round)),
    max: Math.max(...times[name].map((t) => t.round)),
  })
  log('measured a quiz round, server-side')

  const bin = pgbenchBin()
  const runs = { before: [], after: [], memoryBefore: [], memoryAfter: [] }
  // Each run: the game, the variant installed, where its result goes.
  const plan = [
    ['quiz', 'before', 'before'],
    ['quiz', 'after', 'after'],
    ['quiz', 'after', 'after'],
    ['quiz', 'before', 'before'],
    ['memory', 'after', 'memoryAfter'],
    ['memory', 'before', 'memoryBefore'],
    ['memory', 'before', 'memoryBefore'],
    ['memory', 'after', 'memoryAfter'],
  ]
  const scripts = { quiz: PGBENCH_SCRIPT, memory: MEMORY_SCRIPT }
  for (const [game, name, key] of plan) {
    await install(name)
    const load = os.loadavg()[0].toFixed(1)
    runs[key].push({ ...throughput(url, kids, bin, scripts[game]), load })
    log(`pgbench ${game} ${name}: ${JSON.stringify(runs[key].at(-1))}`)
  }
  await install('after')
  return {
    server: { before: summary('before'), after: summary('after') },
    runs,
    rounds: QUIZ_BLOCKS * QUIZ_PER_BLOCK,
    clients: QUIZ_CLIENTS,
    seconds: QUIZ_SECONDS,
  }
}

const ms = (value) => `${value.toFixed(2)} ms`

/** The report's lines for the quiz round, and whether a target was missed. */
export function quizReport(quiz, children) {
  const { before, after } = quiz.server
  const best = (name, key) => Math.max(...quiz.runs[name].map((r) => r[key]))
  const rps = (name) => quiz.runs[name].map((r) => r.roundsPerSecond)
  const worstAfter = Math.min(...rps('after'))
  const roundMet = after.round <= QUIZ_TARGETS.roundMs
  const rateMet = worstAfter >= QUIZ_TARGETS.roundsPerSecond
  const runLine = (name) =>
    quiz.runs[name]
      .map(
        (r) =>
          `${r.roundsPerSecond.toFixed(0)} rounds/s, p99 ${r.p99.toFixed(1)} ms (${r.rounds} rounds, ${r.failed} failed, load ${r.load})`,
      )
      .join('; ')
  const lines = [
    `## A quiz round at ${children.toLocaleString('en')} children`,
    '',
    `Each child has one round of history (12 questions of 8-10 seen and answered, 3 missed). "Before" is the finishing of 20261202090000 (\`record_result\` writing the child's stats twice, the first write, whose triggers lock the leaderboard's shared count rows until commit, in the middle of the finish); "after" that of 20261203090000 (one write, last: decision 096). Both are installed in turn on the same data in the same run: ${quiz.rounds} rounds each for the server-side times, in blocks that alternate, each round a different child; start and finish are the execution times of EXPLAIN (ANALYZE, TIMING OFF) around \`start_quiz_round\` and \`finish_game\` as the child's parent.`,
    '',
    '| Quiz round (median) | Target | Before | After | After (min – max) | Result |',
    '| ------------------- | ------ | ------ | ----- | ----------------- | ------ |',
    `| \`start_quiz_round\` | | ${ms(before.start)} | ${ms(after.start)} | | |`,
    `| \`finish_game\` with answers | | ${ms(before.finish)} | ${ms(after.finish)} | | |`,
    `| a round (start + finish) | ≤ ${QUIZ_TARGETS.roundMs} ms | ${ms(before.round)} | ${ms(after.round)} | ${ms(after.min)} – ${ms(after.max)} | ${roundMet ? 'met' : '**missed**'} |`,
    '',
    `pgbench, ${quiz.clients} clients for ${quiz.seconds} s a run, quiz runs in the order before, after, after, before, then memory runs after, before, before, after; a quiz transaction is a whole round as the API makes it (start_quiz_round as the parent, decision 098; the session moved back past the minimum play time and the answers looked up as the owner; finish_game as the parent, 10 of 12 right), a memory round the same API transactions without the quiz's draw and marking (start_game, the session moved back, finish_game with its moves); a random child of the ${children.toLocaleString('en')} each round; the 1-minute load average when each run began:`,
    '',
    `- Quiz, before: ${runLine('before')}`,
    `- Quiz, after: ${runLine('after')}`,
    `- Memory, before: ${runLine('memoryBefore')}`,
    `- Memory, after: ${runLine('memoryAfter')}`,
    '',
    `Target ≥ ${QUIZ_TARGETS.roundsPerSecond} rounds/s at ${quiz.clients} clients (the slower quiz after run): ${worstAfter.toFixed(0)}, ${rateMet ? 'met' : '**missed**'} (best before ${best('before', 'roundsPerSecond').toFixed(0)}).`,
  ]
  return { lines, failed: !roundMet || !rateMet }
}
