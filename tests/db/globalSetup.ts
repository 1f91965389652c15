import { prepareSchemas } from './harness'

/**
 * The db project's global setup: on PGlite, builds the schemas the test
 * files load (decision 081) before any of them starts, outside every test
 * and hook timeout. A real server (DATABASE_URL) needs none of them.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return
  const started = performance.now()
  const built = await prepareSchemas()
  if (built > 0) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`db: built ${built} PGlite schema snapshots in ${seconds} s`)
  }
}
