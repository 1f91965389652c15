import { describe, expect, it } from 'vitest'

import { youtubeEmbedUrl } from './videoUrls'

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced domain and starts playing', () => {
    expect(youtubeEmbedUrl('abcDEF12_-3')).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF12_-3?autoplay=1',
    )
  })

  it('cannot be steered to another path by the id', () => {
    expect(youtubeEmbedUrl('../x?y')).toBe(
      'https://www.youtube-nocookie.com/embed/..%2Fx%3Fy?autoplay=1',
    )
  })
})
