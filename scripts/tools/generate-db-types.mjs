// Generates src/lib/backend/supabase/database.types.ts, the types of the Supabase
// client, from the database itself: applies the auth shim and every file in
// supabase/migrations to a scratch PGlite database, reads the public schema
// from pg_catalog and writes the `Database` type in the shape supabase-js
// expects (the same shape as `supabase gen types typescript`).
//
//   npm run db:types            write the file
//   npm run db:types -- --check exit 1 when the committed file is stale
//
// Why not the Supabase CLI's own generator: see docs/decisions/017.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import * as prettier from 'prettier'

const ROOT = join(import.meta.dirname, '..', '..')
const OUT = join(ROOT, 'src/lib/backend/supabase/database.types.ts')

const SCALARS = {
  uuid: 'string',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  date: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  interval: 'string',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  bool: 'boolean',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
}

/** The TypeScript type of a PostgreSQL type name (`_text` is text[]). */
function tsType(typeName) {
  if (typeName.startsWith('_')) return `${tsType(typeName.slice(1))}[]`
  const mapped = SCALARS[typeName]
  if (!mapped) throw new Error(`No TypeScript type for PostgreSQL ${typeName}`)
  return mapped
}

const key = (name) =>
  /^[A-Za-z_]\w*$/.test(name) ? name : JSON.stringify(name)

async function readSchema(db) {
  const columns = (
    await db.query(`
      select c.relname as table_name, a.attname as name, t.typname as type,
        not a.attnotnull as nullable,
        (a.atthasdef or a.attidentity = 'd') as has_default,
        a.attidentity = 'a' as always_generated
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_type t on t.oid = a.atttypid
      where n.nspname = 'public' and c.relkind = 'r'
      order by c.relname, a.attnum`)
  ).rows
  const functions = (
    await db.query(`
      select p.proname as name, p.proretset as returns_set,
        rt.typname as return_type,
        (select rc.relname from pg_class rc where rc.oid = rt.typrelid) as return_table,
        coalesce(p.proargnames, '{}') as arg_names,
        coalesce(p.proargmodes::text[], '{}') as arg_modes,
        array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
          with ordinality as u(oid, i) join pg_type t on t.oid = u.oid order by u.i) as arg_types,
        p.pronargdefaults as defaults, p.pronargs as input_count
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_type rt on rt.oid = p.prorettype
      where n.nspname = 'public' and p.prokind = 'f'
      order by p.proname, p.pronargs, p.proargtypes::text`)
  ).rows
  return { columns, functions }
}

function tableType(columns) {
  const row = columns
    .map(
      (c) => `${key(c.name)}: ${tsType(c.type)}${c.nullable ? ' | null' : ''}`,
    )
    .join('\n')
  const insert = columns
    .map((c) => {
      const type = `${tsType(c.type)}${c.nullable ? ' | null' : ''}`
      if (c.always_generated) return `${key(c.name)}?: never`
      const optional = c.nullable || c.has_default ? '?' : ''
      return `${key(c.name)}${optional}: ${type}`
    })
    .join('\n')
  const update = columns
    .map((c) =>
      c.always_generated
        ? `${key(c.name)}?: never`
        : `${key(c.name)}?: ${tsType(c.type)}${c.nullable ? ' | null' : ''}`,
    )
    .join('\n')
  return `{
    Row: {\n${row}\n}
    Insert: {\n${insert}\n}
    Update: {\n${update}\n}
    Relationships: []
  }`
}

function functionType(fn, tables) {
  const modes = fn.arg_modes.length ? fn.arg_modes : fn.arg_types.map(() => 'i')
  const inputs = []
  const outputs = []
  fn.arg_types.forEach((type, i) => {
    const arg = { name: fn.arg_names[i] ?? `arg${i}`, type }
    if (modes[i] === 'i' || modes[i] === 'b') inputs.push(arg)
    if (modes[i] === 'o' || modes[i] === 't' || modes[i] === 'b')
      outputs.push(arg)
  })
  const firstDefault = fn.input_count - fn.defaults
  const args = inputs.length
    ? `{\n${inputs
        .map(
          (a, i) =>
            `${key(a.name)}${i >= firstDefault ? '?' : ''}: ${tsType(a.type)}`,
        )
        .join('\n')}\n}`
    : 'never'
  let returns
  if (outputs.length > 0) {
    const row = outputs
      .map((a) => `${key(a.name)}: ${tsType(a.type)}`)
      .join('\n')
    returns = `{\n${row}\n}${fn.returns_set ? '[]' : ''}`
  } else if (fn.return_table && tables.has(fn.return_table)) {
    // A table's row type, written out as supabase gen types does.
    const row = tables
      .get(fn.return_table)
      .map(
        (c) =>
          `${key(c.name)}: ${tsType(c.type)}${c.nullable ? ' | null' : ''}`,
      )
      .join('\n')
    returns = `{\n${row}\n}${fn.returns_set ? '[]' : ''}`
  } else {
    returns = `${tsType(fn.return_type)}${fn.returns_set ? '[]' : ''}`
  }
  return `{ Args: ${args}\nReturns: ${returns} }`
}

/**
 * One entry a function name; an overloaded function (finish_game with a
 * value or with a quiz's answers) is the union of its forms, as
 * `supabase gen types` writes it.
 */
function functionTypes(functions, tables) {
  const byName = new Map()
  for (const fn of functions) {
    byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn])
  }
  return [...byName]
    .map(([name, forms]) => {
      const types = forms.map((fn) => functionType(fn, tables))
      return `${key(name)}: ${types.length === 1 ? types[0] : types.map((t) => `| ${t}`).join('\n')}`
    })
    .join('\n')
}

export async function generateDatabaseTypes() {
  const db = await PGlite.create({ extensions: { pgcrypto } })
  try {
    await db.exec(readFileSync(join(ROOT, 'tests/db/auth-shim.sql'), 'utf8'))
    const migrations = readdirSync(join(ROOT, 'supabase/migrations'))
      .filter((file) => file.endsWith('.sql'))
      .sort()
    for (const file of migrations) {
      await db.exec(
        readFileSync(join(ROOT, 'supabase/migrations', file), 'utf8'),
      )
    }
    const { columns, functions } = await readSchema(db)
    const tables = new Map()
    for (const column of columns) {
      tables.set(column.table_name, [
        ...(tables.get(column.table_name) ?? []),
        column,
      ])
    }
    const source = `// Generated by scripts/tools/generate-db-types.mjs from supabase/migrations.
// Do not edit: run \`npm run db:types\` after changing a migration.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
${[...tables].map(([name, cols]) => `${key(name)}: ${tableType(cols)}`).join('\n')}
    }
    Views: { [_ in never]: never }
    Functions: {
${functionTypes(functions, tables)}
    }
    Enums: { [_ in never]: never }
    CompositeTypes: { [_ in never]: never }
  }
}
`
    const options = (await prettier.resolveConfig(OUT)) ?? {}
    return prettier.format(source, { ...options, filepath: OUT })
  } finally {
    await db.close()
  }
}

if (process.argv[1] === import.meta.filename) {
  const generated = await generateDatabaseTypes()
  if (process.argv.includes('--check')) {
    let committed = ''
    try {
      committed = readFileSync(OUT, 'utf8')
    } catch {
      // A missing file is stale too.
    }
    if (committed !== generated) {
      console.error(
        'src/lib/backend/supabase/database.types.ts is stale: run `npm run db:types`.',
      )
      process.exit(1)
    }
    console.log('database.types.ts matches supabase/migrations.')
  } else {
    writeFileSync(OUT, generated)
    console.log('Wrote src/lib/backend/supabase/database.types.ts')
  }
}
