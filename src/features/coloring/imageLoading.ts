/** Cards in the first row of the widest grid (lg: three columns). */
export const EAGER_CARDS = 3

export type ImageLoading = {
  loading: 'eager' | 'lazy'
  fetchPriority: 'high' | 'auto'
}

/** For a card below the first row, and the default. */
export const LAZY: ImageLoading = { loading: 'lazy', fetchPriority: 'auto' }

/**
 * How the picture of the card at `index` loads. The first row is on screen
 * when the page opens, so it must not wait for lazy loading (a lazy largest
 * paint is a Lighthouse failure); the first picture fills a phone's width and
 * is the page's largest paint there, so it also goes first in the queue.
 */
export function imageLoading(index: number): ImageLoading {
  return {
    loading: index < EAGER_CARDS ? 'eager' : 'lazy',
    fetchPriority: index === 0 ? 'high' : 'auto',
  }
}
