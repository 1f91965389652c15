import './styles/index.css'

import { isChunkLoadError } from './app/errorKinds'
import {
  holdActionsUntilStarted,
  showTapsUntilLive,
  whenPageIdle,
  whenVisitorActs,
} from './app/heldActions'
import { linkManifest } from './app/manifestLink'
import {
  observeFirstContentfulPaint,
  whenFirstPaintShown,
} from './app/whenFirstPaintShown'
import { whenBrowserIdle } from './lib/browserIdle'
import { keepLoading, showNewVersion } from './lib/codeLoading/keepLoading'
import { arrivalRedirect, readLanguageChoice } from './lib/i18n/languageChoice'

// A visitor who chose Telugu on this device and arrives at an English
// address goes to its Telugu twin (decision 032) before anything else runs.
const { pathname, search, hash } = window.location
const redirect = arrivalRedirect(
  `${pathname}${search}${hash}`,
  readLanguageChoice(),
)
const root = document.getElementById('root')

if (redirect) {
  window.location.replace(redirect)
} else if (root) {
  const prerendered = root.firstElementChild !== null
  // Runs `callback` once the first contentful paint is on screen: nothing of
  // the app, today's highlights included, is requested before it, so the
  // first paint never waits for or competes with it (decisions 023 and 038).
  const afterFirstPaint = (callback: () => void) =>
    whenFirstPaintShown(callback, {
      hidden: document.visibilityState === 'hidden',
      hasContent: prerendered,
      observeFirstContentfulPaint,
      nextFrame: (next) => requestAnimationFrame(next),
      setTimeout: (next, ms) => setTimeout(next, ms),
    })

  // The home page's highlight cards are prerendered for the build's date.
  // On another day (the page's day check, before its first paint, says so
  // with `data-day-differs`) the visitor's own are written in without the
  // app, after the first paint (the cards keep their room, decision 066);
  // the app then hydrates against them.
  const html = document.documentElement
  let filled: Promise<void> | null = null
  const fill = () =>
    (filled ??=
      root.querySelector('[data-highlight]') &&
      (html.dataset.today === undefined || 'dayDiffers' in html.dataset)
        ? import('./features/home/fillHighlights')
            .then(({ fillTodaysHighlights }) => fillTodaysHighlights(document))
            .catch((error: unknown) => {
              // The prerendered day's cards show; the app redraws them.
              delete html.dataset.dayDiffers
              console.warn('Could not fill in today’s highlights:', error)
            })
        : Promise.resolve())
  // The app's code, fetched again until it comes: a connection that drops
  // in the first seconds leaves a page that says so and carries on when it
  // is back, not one whose buttons are silently dead (decision 071).
  const loadBoot = () => fill().then(() => keepLoading(() => import('./boot')))

  // The web app manifest (and the icon it makes the browser fetch) waits
  // until the page has loaded and painted (decision 041).
  afterFirstPaint(() =>
    whenPageIdle(() => linkManifest(document), idleDeps(false)),
  )

  // The app starts once the first paint is on screen, on every visit: a
  // child taps in the first second as often as in the third, and a start put
  // off to an idle moment is a start the tap then waits behind (decision
  // 080). A tap, a key or a field's value given before the app runs is held
  // and handed to it the moment React holds the page (React then hydrates
  // the part touched first). Saving data, nothing is fetched until the
  // visitor acts.
  // A held link waits until the app's first render is committed and every
  // part of the page is live (then the first idle moment), or a part would
  // be drawn for the new page over the old one's HTML.
  let committed: Promise<void> = Promise.resolve()
  const held = holdActionsUntilStarted(root, document, undefined, (run) => {
    void committed.then(() => whenBrowserIdle(run, 1000))
  })
  let started: Promise<void> | null = null
  const start = () => {
    started ??= loadBoot()
      .then(({ boot }) => nextTask().then(() => boot(root)))
      .then(
        (app) => {
          committed = app.committed
          held.release(true)
          // Until the page is live, a tap on a part React has not hydrated
          // is shown in the next frame, then handed over (decision 101).
          showTapsUntilLive(root, document, {
            committed,
            live: committed.then(
              () =>
                new Promise<void>((resolve) => {
                  whenBrowserIdle(resolve, 2000)
                }),
            ),
          })
        },
        (error: unknown) => {
          // A held link goes where it points, as it would without the app.
          held.release(false)
          notStarted(error)
        },
      )
    return started
  }
  if (savesData()) {
    afterFirstPaint(() => void fill())
    whenVisitorActs(window, () => void start())
  } else {
    afterFirstPaint(() => void start())
  }
}

/**
 * The app's code could not be loaded: gone from the server (a new version
 * replaced it, keepLoading says so only then), the page says that a reload
 * brings the new version; anything else is a fault of the code.
 */
function notStarted(error: unknown): void {
  if (!isChunkLoadError(error)) throw error
  showNewVersion()
}

/** Resolves in a task of its own, after what is queued now. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** What `whenPageIdle` waits with: this page's load and idle moments. */
function idleDeps(saveData: boolean): Parameters<typeof whenPageIdle>[1] {
  return {
    readyState: document.readyState,
    onLoad: (callback) =>
      window.addEventListener('load', callback, { once: true }),
    requestIdleCallback:
      'requestIdleCallback' in window
        ? (callback, options) => window.requestIdleCallback(callback, options)
        : undefined,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    saveData,
  }
}

/** Whether the visitor asked the browser to save data (Chromium's Save-Data). */
function savesData(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean } }
  ).connection
  return connection?.saveData === true
}
