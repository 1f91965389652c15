import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const ROOT = join(import.meta.dirname, '..', '..')

describe('src/lib/backend/supabase/database.types.ts', () => {
  it('is what scripts/tools/generate-db-types.mjs makes of supabase/migrations', async () => {
    const { stdout } = await run(
      process.execPath,
      ['scripts/tools/generate-db-types.mjs', '--check'],
      { cwd: ROOT },
    )
    expect(stdout).toContain('matches supabase/migrations')
    // A fresh PGlite in a child process applies every migration: slow on a
    // busy machine.
  }, 180_000)
})
