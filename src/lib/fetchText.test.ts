import { afterEach, describe, expect, it, vi } from 'vitest'

import { fetchText } from './fetchText'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchText', () => {
  it('gives the text of a file that loads', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('<svg></svg>')))
    vi.stubGlobal('fetch', fetch)
    await expect(fetchText('/art/diya.svg')).resolves.toBe('<svg></svg>')
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/art/diya.svg')
  })

  it('fails, naming the file and its status, when the response is not OK', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('Not found', { status: 404 })),
    )
    await expect(fetchText('/art/gone.svg')).rejects.toThrow(
      'Could not load /art/gone.svg (status 404)',
    )
  })
})
