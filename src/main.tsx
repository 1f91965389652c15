import './styles/index.css'

import {
  observeFirstContentfulPaint,
  whenFirstPaintShown,
} from './app/whenFirstPaintShown'
import { arrivalRedirect, readLanguageChoice } from './lib/i18n/languageChoice'

// A visitor who chose Telugu on this device and arrives at an English
// address goes to its Telugu twin (decision 032) before anything else runs.
const { pathname, search, hash } = window.location
const redirect = arrivalRedirect(
  `${pathname}${search}${hash}`,
  readLanguageChoice(),
)

if (redirect) {
  window.location.replace(redirect)
} else {
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
}
