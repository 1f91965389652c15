import './styles/index.css'

import { isChunkLoadError } from './app/errorKinds'
import { linkManifest } from './app/manifestLink'
import {
  holdActionsUntilStarted,
  holdsSiteState,
  NEEDS_APP_ATTRIBUTE,
  preloadAppCode,
  startsAtOnce,
  whenPageIdle,
  whenVisitorActs,
} from './app/startOnIntent'
import {
  observeFirstContentfulPaint,
  whenFirstPaintShown,
} from './app/whenFirstPaintShown'
import { whenBrowserIdle } from './lib/browserIdle'
import { keepLoading, showNewVersion } from './lib/codeLoading/keepLoading'
import {
  arrivalRedirect,
  LANGUAGE_KEY,
  readLanguageChoice,
} from './lib/i18n/languageChoice'

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

  const atOnce = startsAtOnce({
    prerendered,
    pageNeedsApp: root.querySelector(`[${NEEDS_APP_ATTRIBUTE}]`) !== null,
    deviceHoldsState:
      holdsSiteState(deviceStorage('localStorage'), [LANGUAGE_KEY]) ||
      holdsSiteState(deviceStorage('sessionStorage'), []),
    hasQuery: search !== '',
  })
  if (atOnce) {
    // The prerendered page is complete HTML: the browser shows it before any
    // of the app's code is requested, then the app hydrates it.
    afterFirstPaint(() => {
      // Evaluating the app's modules is one long task; starting it (which
      // adds the page chunk's preload links) waits for the next one
      // (decision 025).
      void loadBoot().then(
        ({ boot }) => setTimeout(() => void boot(root), 0),
        notStarted,
      )
    })
  } else {
    // A first visit: the page works as it is while the app's code arrives;
    // an action taken before the app runs is held and handed over once it
    // does (decision 038).
    const held = holdActionsUntilStarted(
      root,
      document,
      undefined,
      // React hydrates the page's parts in slices, one task after another,
      // so the first idle moment after the app's first commit comes when
      // they are all live.
      (run) => void whenBrowserIdle(run, 1000),
    )
    let started: Promise<void> | null = null
    const start = () => {
      started ??= loadBoot()
        .then(({ boot }) => nextTask().then(() => boot(root)))
        .then(
          () => held.release(true),
          (error: unknown) => {
            // A held link goes where it points, as it would without the app.
            held.release(false)
            notStarted(error)
          },
        )
      return started
    }
    afterFirstPaint(() => void fill())
    // Once the page has loaded and painted, the app's code is fetched and
    // the app started in the browser's idle time, so a first tap a few
    // seconds in reaches a running app (decision 062). On a busy phone the
    // page can finish loading before it first paints: this waits for both
    // (decision 042). Saving data, it waits for the visitor to act.
    afterFirstPaint(() =>
      whenPageIdle(() => {
        void preloadAppCode(document)
        whenBrowserIdle(() => void start(), 1000)
      }, idleDeps(savesData())),
    )
    whenVisitorActs(window, () => void start())
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

/**
 * The names of what the device keeps, never the values: nothing stored is
 * read here (values are read through lib/storage/storedValue, decision 027).
 */
function deviceStorage(
  name: 'localStorage' | 'sessionStorage',
): Pick<Storage, 'length' | 'key'> | null {
  try {
    return window[name]
  } catch {
    return null
  }
}

/** Whether the visitor asked the browser to save data (Chromium's Save-Data). */
function savesData(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean } }
  ).connection
  return connection?.saveData === true
}
