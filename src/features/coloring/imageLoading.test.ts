import { describe, expect, it } from 'vitest'

import { EAGER_CARDS, imageLoading, LAZY } from './imageLoading'

describe('imageLoading', () => {
  it('loads the first picture at once and before the others', () => {
    expect(imageLoading(0)).toEqual({ loading: 'eager', fetchPriority: 'high' })
  })

  it('loads the rest of the first row at once, at normal priority', () => {
    expect(imageLoading(EAGER_CARDS - 1)).toEqual({
      loading: 'eager',
      fetchPriority: 'auto',
    })
  })

  it('leaves pictures below the first row to lazy loading', () => {
    expect(imageLoading(EAGER_CARDS)).toEqual({
      loading: 'lazy',
      fetchPriority: 'auto',
    })
    expect(LAZY).toEqual(imageLoading(EAGER_CARDS))
  })
})
