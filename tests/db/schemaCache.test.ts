import { readFileSync } from 'node:fs'

import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { describe, expect, it } from 'vitest'

import { migrationFiles, openPglite, schemaFiles, type Row } from './harness'
import { schemaKey } from './schemaCache'

/**
 * What a database holds, as text: every relation, column, function (its
 * whole definition), policy and grant of the app's schemas, and how many
 * rows each table has.
 */
const CATALOG = `
  with schemas as (select unnest(array['public', 'private', 'auth']) as name)
  select line from (
    select format('rel %s.%s %s %s %s', n.nspname, c.relname, c.relkind,
                  c.relrowsecurity, c.relacl) as line
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in (select name from schemas)
    union all
    select format('col %s.%s.%s %s %s %s', table_schema, table_name,
                  column_name, data_type, is_nullable, column_default)
    from information_schema.columns
    where table_schema in (select name from schemas)
    union all
    select format('fn %s %s %s', p.oid::regprocedure, p.proacl,
                  md5(pg_get_functiondef(p.oid)))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in (select name from schemas) and p.prokind in ('f', 'p')
    union all
    select format('pol %s.%s %s %s %s %s', schemaname, tablename, policyname,
                  roles, qual, with_check)
    from pg_policies
    union all
    select format('rows %s.%s %s', table_schema, table_name,
      (xpath('/row/n/text()', query_to_xml(format(
        'select count(*) as n from %I.%I', table_schema, table_name),
        false, true, '')))[1]::text)
    from information_schema.tables
    where table_schema in (select name from schemas)
      and table_type = 'BASE TABLE'
  ) lines
  order by line`

const catalogOf = async (query: (sql: string) => Promise<Row[]>) =>
  (await query(CATALOG)).map((row) => row.line)

describe('a test database from a kept schema (decision 081)', () => {
  it('holds what applying the shim, every migration and the seed makes', async () => {
    const fresh = await PGlite.create({ extensions: { pgcrypto } })
    // PGlite's copy whatever DATABASE_URL says: the kept schemas are
    // PGlite's (a server's catalogue differs by version, e.g. grants).
    const copy = await openPglite({ seed: true })
    try {
      for (const file of schemaFiles({ seed: true })) {
        await fresh.exec(readFileSync(file, 'utf8'))
      }
      const built = await catalogOf(
        async (sql) => (await fresh.query<Row>(sql)).rows,
      )
      expect(built.length).toBeGreaterThan(100)
      expect(await catalogOf((sql) => copy.query(sql))).toEqual(built)
    } finally {
      await Promise.all([fresh.close(), copy.close()])
    }
    // One database built from nothing, on purpose: slow on a busy machine.
  }, 600_000)

  it('is named by every file that made it, in order', () => {
    const [first] = migrationFiles()
    const all = schemaFiles()
    expect(schemaKey(all)).toBe(schemaKey(schemaFiles()))
    expect(schemaKey(schemaFiles({ seed: true }))).not.toBe(schemaKey(all))
    expect(schemaKey(schemaFiles({ upTo: '00000000000000' }))).not.toBe(
      schemaKey(all),
    )
    expect(schemaKey([...all].reverse())).not.toBe(schemaKey(all))
    expect(first).toBeDefined()
    expect(schemaFiles({ upTo: '00000000000000' })).toHaveLength(1)
  })
})
