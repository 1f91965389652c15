import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/**
 * One throw-away database for a test file: PGlite (embedded PostgreSQL) by
 * default, or a fresh database on the server at DATABASE_URL. Either way it
 * gets the auth shim, every migration in supabase/migrations and,
 * optionally, supabase/seed.sql.
 */
export type Row = Record<string, unknown>

export type Db = {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>
  exec(sql: string): Promise<void>
  close(): Promise<void>
  kind: 'pglite' | 'postgres'
}

const ROOT = join(import.meta.dirname, '..', '..')
const MIGRATIONS = join(ROOT, 'supabase', 'migrations')

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS)
    .filter((file) => /^\d{14}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => join(MIGRATIONS, file))
}

export async function applySchema(db: Db, { seed = false } = {}) {
  await db.exec(readFileSync(join(ROOT, 'tests/db/auth-shim.sql'), 'utf8'))
  for (const file of migrationFiles()) {
    await db.exec(readFileSync(file, 'utf8'))
  }
  if (seed) {
    await db.exec(readFileSync(join(ROOT, 'supabase/seed.sql'), 'utf8'))
  }
}

async function openPglite(): Promise<Db> {
  const lite = await PGlite.create()
  return {
    kind: 'pglite',
    async query<T extends Row>(sql: string, params?: unknown[]) {
      return (await lite.query<T>(sql, params)).rows
    },
    async exec(sql: string) {
      await lite.exec(sql)
    },
    close: () => lite.close(),
  }
}

async function openPostgres(url: string): Promise<Db> {
  const name = `vk_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  const client = new pg.Client({ connectionString: target.toString() })
  await client.connect()
  return {
    kind: 'postgres',
    async query<T extends Row>(sql: string, params?: unknown[]) {
      return (await client.query<T>(sql, params)).rows
    },
    async exec(sql: string) {
      await client.query(sql)
    },
    async close() {
      await client.end()
      await admin.query(`drop database if exists ${name}`)
      await admin.end()
    },
  }
}

export async function openTestDatabase({ seed = false } = {}): Promise<Db> {
  const url = process.env.DATABASE_URL
  const db = url ? await openPostgres(url) : await openPglite()
  await applySchema(db, { seed })
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

let userCounter = 0

/** Signs a user up the way Supabase Auth does: a row in auth.users. */
export async function createUser(
  db: Db,
  username?: string,
): Promise<{ id: string; username: string }> {
  userCounter += 1
  const meta = username === undefined ? {} : { username }
  const [row] = await db.query<{ id: string }>(
    `insert into auth.users (email, raw_user_meta_data)
     values ($1, $2::jsonb) returning id`,
    [`player${userCounter}-${Date.now()}@example.org`, JSON.stringify(meta)],
  )
  if (!row) throw new Error('no user created')
  const [profile] = await db.query<{ username: string }>(
    'select username from public.profiles where id = $1',
    [row.id],
  )
  return { id: row.id, username: profile?.username ?? '' }
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

/** Starts and finishes one game for `id`, as if it took `seconds`. */
export async function play(
  db: Db,
  id: string,
  gameType: string,
  value: number,
  seconds = 60,
): Promise<{ points: number; new_badges: string[] }> {
  const [started] = await as<{ start_game: string }>(
    db,
    player(id),
    'select public.start_game($1)',
    [gameType],
  )
  if (!started) throw new Error('no session')
  await ageSession(db, started.start_game, seconds)
  const [result] = await as<{ points: number; new_badges: string[] }>(
    db,
    player(id),
    'select * from public.finish_game($1, $2)',
    [started.start_game, value],
  )
  if (!result) throw new Error('no result')
  return result
}
