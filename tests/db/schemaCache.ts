import { createHash } from 'node:crypto'
import {
  mkdirSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { gunzipSync, gzipSync } from 'node:zlib'

/**
 * The PGlite data directories the SQL tests start from (decision 081): each
 * distinct schema (the auth shim, the migrations up to a version, the seed
 * or not) is built once, dumped, and kept in a file named by a hash of what
 * went into it, so every test file (in any worker, in any later run) loads
 * its own copy instead of running initdb and every migration again. A
 * changed migration, shim, seed or PGlite makes a new name; nothing stale
 * is ever loaded.
 */
const ROOT = join(import.meta.dirname, '..', '..')
export const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'vk-db-schemas')

/** Snapshots nobody has loaded for this long are removed when one is built. */
const UNUSED_FOR_MS = 3 * 24 * 3600 * 1000

/**
 * The name of a schema: a hash of the PGlite version and of every file
 * applied, in order (each file's name and text).
 */
export function schemaKey(files: readonly string[]): string {
  const hash = createHash('sha256')
  const pglite = join(ROOT, 'node_modules', '@electric-sql', 'pglite')
  hash.update(readFileSync(join(pglite, 'package.json')))
  for (const file of files) {
    hash.update(`\0${file.slice(ROOT.length)}\0`)
    hash.update(readFileSync(file))
  }
  return hash.digest('hex').slice(0, 32)
}

const inProcess = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()

/**
 * The data directory (a tarball) kept under `key`, built with `build` if
 * there is none yet. Two workers that need the same schema at once build it
 * once: the first takes a lock file, the other waits for the snapshot to
 * appear (or for the lock's process to have gone, then builds it itself).
 */
export function cachedSchema(
  key: string,
  build: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Uint8Array<ArrayBuffer>> {
  let snapshot = inProcess.get(key)
  if (!snapshot) {
    snapshot = fromCache(key, build)
    inProcess.set(key, snapshot)
    snapshot.catch(() => inProcess.delete(key))
  }
  return snapshot
}

async function fromCache(
  key: string,
  build: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Uint8Array<ArrayBuffer>> {
  mkdirSync(CACHE_DIR, { recursive: true })
  const file = fileOf(key)
  const lock = join(CACHE_DIR, `${key}.lock`)
  for (;;) {
    const kept = read(file)
    if (kept) return kept
    if (takeLock(lock)) {
      try {
        // Another worker may have finished between the read and the lock.
        return read(file) ?? (await buildInto(file, build))
      } finally {
        rmSync(lock, { force: true })
      }
    }
    if (lockIsStale(lock)) rmSync(lock, { force: true })
    else await sleep(100)
  }
}

const fileOf = (key: string) => join(CACHE_DIR, `${key}.tar.gz`)

/** Whether a snapshot is kept under `key`. */
export function hasSchema(key: string): boolean {
  try {
    statSync(fileOf(key))
    return true
  } catch {
    return false
  }
}

/** Keeps `data` under `key` (see keep: a reader never sees half of it). */
export function keepSchema(key: string, data: Uint8Array<ArrayBuffer>) {
  mkdirSync(CACHE_DIR, { recursive: true })
  keep(fileOf(key), data)
}

function read(file: string): Uint8Array<ArrayBuffer> | null {
  try {
    const data = gunzipSync(readFileSync(file))
    const now = new Date()
    utimesSync(file, now, now)
    return data
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

async function buildInto(
  file: string,
  build: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Uint8Array<ArrayBuffer>> {
  const data = await build()
  keep(file, data)
  return data
}

/**
 * Written whole under another name, then renamed: a reader never sees half
 * a snapshot, and two runs that write the same one at once write the same.
 */
function keep(file: string, data: Uint8Array<ArrayBuffer>) {
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, gzipSync(data, { level: 1 }))
  renameSync(partial, file)
  prune()
}

function takeLock(lock: string): boolean {
  try {
    const fd = openSync(lock, 'wx')
    writeFileSync(fd, String(process.pid))
    closeSync(fd)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/** A lock whose process has ended (killed mid-build) holds nothing. */
function lockIsStale(lock: string): boolean {
  let pid: number
  try {
    pid = Number(readFileSync(lock, 'utf8'))
  } catch {
    return false // gone already, or being written
  }
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

function prune() {
  const now = Date.now()
  for (const name of readdirSync(CACHE_DIR)) {
    if (!name.endsWith('.tar.gz')) continue
    const file = join(CACHE_DIR, name)
    try {
      if (now - statSync(file).mtimeMs > UNUSED_FOR_MS) rmSync(file)
    } catch {
      // Removed by another worker meanwhile.
    }
  }
}
