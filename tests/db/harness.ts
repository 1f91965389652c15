import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import pg from 'pg'

import { cachedSchema, hasSchema, keepSchema, schemaKey } from './schemaCache'

/**
 * One throw-away database for a test file: PGlite (embedded PostgreSQL, with
 * its pgcrypto extension) by default, or a fresh database on the server at
 * DATABASE_URL. Either way it gets the auth shim, the migrations in
 * supabase/migrations (all, or those up to a version) and, optionally,
 * supabase/seed.sql.
 */
export type Row = Record<string, unknown>

export type Db = {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>
  exec(sql: string): Promise<void>
  close(): Promise<void>
  kind: 'pglite' | 'postgres'
  /**
   * Another connection to the same database, for tests of concurrency;
   * PGlite has one connection only, so it gives none (null).
   */
  connect(): Promise<Db | null>
}

const ROOT = join(import.meta.dirname, '..', '..')
const MIGRATIONS = join(ROOT, 'supabase', 'migrations')

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS)
    .filter((file) => /^\d{14}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => join(MIGRATIONS, file))
}

/** The 14-digit version a migration file starts with. */
const versionOf = (file: string) => /(\d{14})_[^/\\]*$/.exec(file)?.[1] ?? ''

export type SchemaOptions = {
  seed?: boolean
  /** Apply only the migrations up to this version (14 digits), inclusive. */
  upTo?: string
}

/** The files that make a schema, in the order they are applied. */
export function schemaFiles({ seed = false, upTo }: SchemaOptions = {}) {
  return [
    join(ROOT, 'tests/db/auth-shim.sql'),
    ...migrationFiles().filter(
      (file) => upTo === undefined || versionOf(file) <= upTo,
    ),
    ...(seed ? [join(ROOT, 'supabase/seed.sql')] : []),
  ]
}

export async function applySchema(db: Db, options: SchemaOptions = {}) {
  for (const file of schemaFiles(options)) {
    await db.exec(readFileSync(file, 'utf8'))
  }
}

/** Applies the migrations after `after` and up to `upTo` (both optional). */
export async function applyMigrations(
  db: Db,
  { after, upTo }: { after?: string; upTo?: string } = {},
) {
  for (const file of migrationFiles()) {
    const version = versionOf(file)
    if (after !== undefined && version <= after) continue
    if (upTo !== undefined && version > upTo) continue
    await db.exec(readFileSync(file, 'utf8'))
  }
}

const extensions = { pgcrypto }

/**
 * A PGlite database with `options`' schema: its own copy of a data
 * directory built once for that schema (tests/db/schemaCache.ts), not a
 * fresh initdb and every migration again (decision 081).
 */
export async function openPglite(options: SchemaOptions): Promise<Db> {
  const files = schemaFiles(options)
  const snapshot = await cachedSchema(schemaKey(files), async () => {
    const fresh = await PGlite.create({ extensions })
    try {
      for (const file of files) await fresh.exec(readFileSync(file, 'utf8'))
      return await dataDirOf(fresh)
    } finally {
      await fresh.close()
    }
  })
  return wrapPglite(
    await PGlite.create({ extensions, loadDataDir: new Blob([snapshot]) }),
  )
}

async function dataDirOf(lite: PGlite): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await (await lite.dumpDataDir('none')).arrayBuffer())
}

/**
 * Keeps every schema a test file may ask for — the migrations up to each
 * version, then all of them with the seed — built in one database, one
 * migration after another, unless all are kept already. The db project's
 * global setup runs this before any test file starts, so no test's hook
 * waits for a build (decision 081); a schema it did not make is built by
 * the first test file that asks for it.
 */
export async function prepareSchemas(): Promise<number> {
  const migrations = migrationFiles()
  const wanted = [
    ...migrations.map((file) => ({ upTo: versionOf(file), seed: false })),
    { upTo: undefined, seed: true },
  ].map((options) => {
    const files = schemaFiles(options)
    return { files, key: schemaKey(files) }
  })
  const missing = wanted.filter(({ key }) => !hasSchema(key))
  if (missing.length === 0) return 0
  const lite = await PGlite.create({ extensions })
  try {
    let applied = 0
    for (const { files, key } of wanted) {
      for (const file of files.slice(applied)) {
        await lite.exec(readFileSync(file, 'utf8'))
      }
      applied = files.length
      if (missing.some((schema) => schema.key === key)) {
        keepSchema(key, await dataDirOf(lite))
      }
    }
  } finally {
    await lite.close()
  }
  return missing.length
}

function wrapPglite(lite: PGlite): Db {
  return {
    kind: 'pglite',
    async query<T extends Row>(sql: string, params?: unknown[]) {
      return (await lite.query<T>(sql, params)).rows
    },
    async exec(sql: string) {
      await lite.exec(sql)
    },
    close: () => lite.close(),
    connect: () => Promise.resolve(null),
  }
}

async function openPostgres(url: string): Promise<Db> {
  const name = `vk_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  const others: pg.Client[] = []
  const wrap = (client: pg.Client): Db => ({
    kind: 'postgres',
    async query<T extends Row>(sql: string, params?: unknown[]) {
      return (await client.query<T>(sql, params)).rows
    },
    async exec(sql: string) {
      await client.query(sql)
    },
    async close() {
      await client.end()
    },
    async connect() {
      const other = new pg.Client({ connectionString: target.toString() })
      await other.connect()
      others.push(other)
      return wrap(other)
    },
  })
  const client = new pg.Client({ connectionString: target.toString() })
  await client.connect()
  return {
    ...wrap(client),
    async close() {
      await Promise.all(others.map((other) => other.end().catch(() => {})))
      await client.end()
      await admin.query(`drop database if exists ${name}`)
      await admin.end()
    },
  }
}

export async function openTestDatabase(
  options: SchemaOptions = {},
): Promise<Db> {
  const url = process.env.DATABASE_URL
  if (!url) return openPglite(options)
  const db = await openPostgres(url)
  await applySchema(db, options)
  return db
}

export type Caller = { role: 'anon' } | { role: 'authenticated'; id: string }

export const ANON: Caller = { role: 'anon' }
export const player = (id: string): Caller => ({ role: 'authenticated', id })

/**
 * Runs `sql` the way the API would for `caller`: in a transaction, as the
 * anon or authenticated role, with the caller's JWT claims set.
 */
export async function as<T extends Row = Row>(
  db: Db,
  caller: Caller,
  sql: string,
  params?: unknown[],
): Promise<T[]> {
  const claims =
    caller.role === 'anon'
      ? { role: 'anon' }
      : { role: 'authenticated', sub: caller.id }
  await db.exec('begin')
  try {
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(claims),
    ])
    await db.exec(`set local role ${caller.role}`)
    const rows = await db.query<T>(sql, params)
    await db.exec('commit')
    return rows
  } catch (error) {
    await db.exec('rollback')
    throw error
  }
}

let counter = 0
const next = () => {
  counter += 1
  return counter
}

/**
 * Signs a parent up the way Supabase Auth does (a row in auth.users; the
 * trigger makes the family), with the consent the sign-up form sends unless
 * `consent` is false (a Google sign-up). Returns the family id.
 */
export async function createFamily(
  db: Db,
  { consent = true }: { consent?: boolean } = {},
): Promise<string> {
  const meta = consent
    ? { parent_consent: true, policy_version: '2026-11-25' }
    : {}
  const [row] = await db.query<{ id: string }>(
    `insert into auth.users (email, raw_user_meta_data)
     values ($1, $2::jsonb) returning id`,
    [`parent${next()}-${Date.now()}@example.org`, JSON.stringify(meta)],
  )
  if (!row) throw new Error('no user created')
  return row.id
}

/** A child profile and the family it belongs to. */
export type Child = { id: string; family: string; funName: string }

/** Adds a child to `family` through add_child_profile, as the parent. */
export async function addChild(
  db: Db,
  family: string,
  funName = `Kid${next()}x${Math.random().toString(36).slice(2, 8)}`,
  avatar = 'peacock',
): Promise<Child> {
  const [row] = await as<{ id: string; fun_name: string }>(
    db,
    player(family),
    'select id, fun_name from public.add_child_profile($1, $2)',
    [funName, avatar],
  )
  if (!row) throw new Error('no child profile made')
  return { id: row.id, family, funName: row.fun_name }
}

/** A new family with one child, the usual player of a test. */
export async function createChild(db: Db, funName?: string): Promise<Child> {
  return addChild(db, await createFamily(db), funName)
}

/** Pretends a session started `seconds` ago (test set-up, as the owner). */
export async function ageSession(db: Db, sessionId: string, seconds: number) {
  await db.query(
    `update public.game_sessions
     set started_at = started_at - make_interval(secs => $2)
     where id = $1`,
    [sessionId, seconds],
  )
}

/** The questions drawn for a quiz session, in order (as the owner). */
export async function drawnQuestions(
  db: Db,
  sessionId: string,
): Promise<{ id: string; band: string; topic: string; correct: number }[]> {
  return db.query(
    `select q.id, q.band, q.topic, q.correct
     from private.quiz_session_questions s
     join private.quiz_questions q on q.id = s.question_id
     where s.session_id = $1
     order by s.position`,
    [sessionId],
  )
}

/**
 * Answers for `questions` with the first `right` of them right and the
 * others wrong (the option after the right one).
 */
export function answersFor(
  questions: readonly { id: string; band: string; correct: number }[],
  right: number,
): { question: string; choice: number }[] {
  return questions.map((q, i) => ({
    question: q.id,
    choice:
      i < right ? q.correct : (q.correct + 1) % (q.band === '5-7' ? 3 : 4),
  }))
}

/**
 * Starts and finishes one game for `child`, as if it took `seconds`. A quiz
 * (once the database draws its rounds) answers its drawn questions with
 * `value` of them right.
 */
export async function play(
  db: Db,
  child: Child,
  gameType: string,
  value: number,
  seconds = 60,
): Promise<{ points: number; new_badges: string[] }> {
  const [started] = await as<{ start_game: string }>(
    db,
    player(child.family),
    'select public.start_game($1, $2)',
    [child.id, gameType],
  )
  if (!started) throw new Error('no session')
  const session = started.start_game
  await ageSession(db, session, seconds)
  const [drawsRounds] = await db.query<{ yes: boolean }>(
    `select to_regprocedure('public.quiz_round(uuid)') is not null as yes`,
  )
  const [result] =
    gameType === 'quiz' && drawsRounds?.yes
      ? await as<{ points: number; new_badges: string[] }>(
          db,
          player(child.family),
          'select * from public.finish_game($1, $2::jsonb)',
          [
            session,
            JSON.stringify(
              answersFor(await drawnQuestions(db, session), value),
            ),
          ],
        )
      : await as<{ points: number; new_badges: string[] }>(
          db,
          player(child.family),
          'select * from public.finish_game($1, $2::integer)',
          [session, value],
        )
  if (!result) throw new Error('no result')
  return result
}

/**
 * A quiz round the server draws for `child` (start_quiz, as their parent;
 * `band` null: the child's own, else 8-10), as if drawn `seconds` ago: the
 * round a device keeps for playing offline. Its session and questions.
 */
export async function drawQuiz(
  db: Db,
  child: Child,
  {
    band = null,
    seconds = 60,
  }: { band?: string | null; seconds?: number } = {},
): Promise<{
  session: string
  questions: { id: string; band: string; topic: string; correct: number }[]
}> {
  const [started] = await as<{ session: string }>(
    db,
    player(child.family),
    'select public.start_quiz($1, $2) as session',
    [child.id, band],
  )
  if (!started) throw new Error('no session')
  await ageSession(db, started.session, seconds)
  return {
    session: started.session,
    questions: await drawnQuestions(db, started.session),
  }
}
