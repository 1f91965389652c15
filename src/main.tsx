import './styles/index.css'

import {
  observeFirstContentfulPaint,
  whenFirstPaintShown,
} from './app/whenFirstPaintShown'

// The prerendered page is complete HTML: the browser shows it before any of
// the app's code is requested, then the app hydrates it.
whenFirstPaintShown(
  () => {
    // Evaluating the app's modules is one long task; starting it (which adds
    // the page chunk's preload links) waits for the next one (decision 025).
    void import('./boot').then(({ boot }) => setTimeout(boot, 0))
  },
  {
    hidden: document.visibilityState === 'hidden',
    hasContent: document.getElementById('root')?.firstElementChild != null,
    observeFirstContentfulPaint,
    nextFrame: (callback) => requestAnimationFrame(callback),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
  },
)
