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

  it('refuses a site address that is not an http(s) URL', () => {
    expect(parseEnv({ VITE_SITE_URL: 'kids.example.org' })).toEqual({
      ok: false,
      problems: [expect.stringContaining('VITE_SITE_URL')],
    })
  })
})
