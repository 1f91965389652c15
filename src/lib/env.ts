import * as z from 'zod/mini'

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

const httpUrl = z.url({ protocol: /^https?$/ })

const envSchema = z.object({
  VITE_SITE_URL: z.pipe(z.transform(blankToUndefined), z.optional(httpUrl)),
  VITE_SUPABASE_URL: z.pipe(z.transform(blankToUndefined), z.optional(httpUrl)),
  VITE_SUPABASE_ANON_KEY: z.pipe(
    z.transform(blankToUndefined),
    z.optional(z.string()),
  ),
})

export function parseEnv(raw: Record<string, unknown>): EnvResult {
  const parsed = envSchema.safeParse(raw)
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map(
        (issue) =>
          `${issue.path.join('.')} is not a valid http(s) address (for example https://example.org).`,
      ),
    }
  }
  const { VITE_SITE_URL, VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY } =
    parsed.data
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
