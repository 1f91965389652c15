import './styles/index.css'

/**
 * The prerendered page is already complete HTML: let the browser paint it
 * before the app's code is even requested, then hydrate. A hidden tab never
 * paints, so it starts at once.
 */
function afterFirstPaint(callback: () => void) {
  if (document.visibilityState === 'hidden') {
    callback()
    return
  }
  requestAnimationFrame(() => setTimeout(callback, 0))
}

afterFirstPaint(() => {
  // Evaluating the app's modules is one long task; starting it (which adds
  // the page chunk's preload links) waits for the next one (decision 025).
  void import('./boot').then(({ boot }) => setTimeout(boot, 0))
})
