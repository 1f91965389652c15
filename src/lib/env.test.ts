import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'

describe('parseEnv', () => {
  it('uses the device backend when no Supabase variable is set', () => {
    expect(parseEnv({})).toEqual({
      ok: true,
      env: { backend: { kind: 'device' }, siteUrl: undefined },
    })
  })

  it('treats blank values as unset, as a copied .env.example leaves them', () => {
    expect(
      parseEnv({
        VITE_SITE_URL: '',
        VITE_SUPABASE_URL: '  ',
        VITE_SUPABASE_ANON_KEY: '',
      }),
    ).toEqual({
      ok: true,
      env: { backend: { kind: 'device' }, siteUrl: undefined },
    })
  })

  it('uses Supabase when both variables are set and trims trailing slashes', () => {
    expect(
      parseEnv({
        VITE_SITE_URL: 'https://kids.example.org/',
        VITE_SUPABASE_URL: 'https://abc.example.co/',
        VITE_SUPABASE_ANON_KEY: 'public-key',
      }),
    ).toEqual({
      ok: true,
      env: {
        backend: {
          kind: 'supabase',
          url: 'https://abc.example.co',
          anonKey: 'public-key',
        },
        siteUrl: 'https://kids.example.org',
      },
    })
  })

  it.each([
    [{ VITE_SUPABASE_URL: 'https://abc.example.co' }, 'VITE_SUPABASE_ANON_KEY'],
    [{ VITE_SUPABASE_ANON_KEY: 'public-key' }, 'VITE_SUPABASE_URL'],
  ])('names the missing variable when only one is set (%o)', (raw, missing) => {
    expect(parseEnv(raw)).toEqual({
      ok: false,
      problems: [expect.stringMatching(new RegExp(`^${missing} is not set`))],
    })
  })

  it.each([
    ['VITE_SUPABASE_URL', 'ftp://abc.example.co'],
    ['VITE_SITE_URL', 'mailto:kids@example.org'],
    ['VITE_SITE_URL', 'https://'],
  ])('refuses %s = %s', (key, value) => {
    expect(
      parseEnv({ [key]: value, VITE_SUPABASE_ANON_KEY: 'public-key' }),
    ).toEqual({
      ok: false,
      problems: [
        `${key} is not a valid http(s) address (for example https://example.org).`,
      ],
    })
  })

  it('names every bad address at once', () => {
    const result = parseEnv({
      VITE_SITE_URL: 'kids',
      VITE_SUPABASE_URL: 'abc',
      VITE_SUPABASE_ANON_KEY: 'public-key',
    })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.problems).toHaveLength(2)
  })

  it('refuses a site address that is not an http(s) URL', () => {
    expect(parseEnv({ VITE_SITE_URL: 'kids.example.org' })).toEqual({
      ok: false,
      problems: [expect.stringContaining('VITE_SITE_URL')],
    })
  })
})
