/**
 * The only module that reads `import.meta.env`. Parsed once, at start-up;
 * `main.tsx` shows a configuration screen when `envResult.ok` is false.
 */

export type BackendConfig =
  { kind: 'device' } | { kind: 'supabase'; url: string; anonKey: string }

export type AppEnv = {
  backend: BackendConfig
  /** Public address of the site without a trailing slash, when configured. */
  siteUrl: string | undefined
}

export type EnvResult =
  { ok: true; env: AppEnv } | { ok: false; problems: string[] }

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/** An http(s) address, or null when `value` is not one. */
function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:' ? value : null
  } catch {
    return null
  }
}

const URL_KEYS = ['VITE_SITE_URL', 'VITE_SUPABASE_URL'] as const

/**
 * Checked by hand rather than with zod: this runs on every page load, and
 * building a zod schema was measurable there (decision 025).
 */
export function parseEnv(raw: Record<string, unknown>): EnvResult {
  const urls: Partial<Record<(typeof URL_KEYS)[number], string>> = {}
  const problems: string[] = []
  for (const key of URL_KEYS) {
    const value = blankToUndefined(raw[key])
    if (value === undefined) continue
    const url = httpUrl(value)
    if (url === null) {
      problems.push(
        `${key} is not a valid http(s) address (for example https://example.org).`,
      )
    } else urls[key] = url
  }
  const anonKey = blankToUndefined(raw.VITE_SUPABASE_ANON_KEY)
  if (anonKey !== undefined && typeof anonKey !== 'string') {
    problems.push('VITE_SUPABASE_ANON_KEY is not text.')
  }
  if (problems.length > 0) return { ok: false, problems }
  const { VITE_SITE_URL, VITE_SUPABASE_URL } = urls
  const VITE_SUPABASE_ANON_KEY = anonKey as string | undefined
  if (Boolean(VITE_SUPABASE_URL) !== Boolean(VITE_SUPABASE_ANON_KEY)) {
    const missing = VITE_SUPABASE_URL
      ? 'VITE_SUPABASE_ANON_KEY'
      : 'VITE_SUPABASE_URL'
    return {
      ok: false,
      problems: [
        `${missing} is not set. Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY to use a Supabase project, or neither to keep progress on this device.`,
      ],
    }
  }
  const backend: BackendConfig =
    VITE_SUPABASE_URL && VITE_SUPABASE_ANON_KEY
      ? {
          kind: 'supabase',
          url: VITE_SUPABASE_URL.replace(/\/+$/, ''),
          anonKey: VITE_SUPABASE_ANON_KEY.trim(),
        }
      : { kind: 'device' }
  return {
    ok: true,
    env: { backend, siteUrl: VITE_SITE_URL?.replace(/\/+$/, '') },
  }
}

export const envResult: EnvResult = parseEnv(import.meta.env)

/** A `vite build` (not the dev server or tests): the service worker runs. */
export const isProductionBuild: boolean = import.meta.env.PROD

/** Where canonical links point: the configured address, else this page's own origin. */
export function getSiteUrl(): string {
  if (envResult.ok && envResult.env.siteUrl) return envResult.env.siteUrl
  if (typeof window !== 'undefined') return window.location.origin
  return 'http://localhost:4173'
}
