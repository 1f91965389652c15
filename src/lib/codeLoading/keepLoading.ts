import { startupMessages as english } from '@/lib/i18n/en/startup'
import { languageOfPath } from '@/lib/i18n/language'
import { startupMessages as telugu } from '@/lib/i18n/te/startup'

import { loadWithRetries, type RetryDeps } from './loadWithRetries'

/**
 * The page's own word when the site's code could not be fetched (decision
 * 071). Part of the first script (src/main.tsx imports it), so it is there before the
 * app runs, and drawn without React: a note at the foot of the screen, in
 * the page's edition, that says the page is waiting for the internet (and
 * goes once the code is in), or that the site has been updated and a reload
 * brings the new version.
 */

type Shown = 'waiting' | 'new-version'

/** How many loads are waiting for their code now. */
let waitingLoads = 0
let newVersion = false
let note: HTMLElement | null = null
/** The pending tries, run at once when the visitor asks. */
const tryAgainNow = new Set<() => void>()

export const LOAD_TROUBLE_ATTRIBUTE = 'data-load-trouble'

const BUTTON =
  'mt-3 inline-flex min-h-touch min-w-touch cursor-pointer items-center justify-center gap-2 rounded-full bg-maroon-700 px-5 py-2 font-display text-base font-semibold text-white shadow-sm hover:bg-maroon-800'

function draw(doc: Document) {
  const shown: Shown | null = newVersion
    ? 'new-version'
    : waitingLoads > 0
      ? 'waiting'
      : null
  if (note?.getAttribute(LOAD_TROUBLE_ATTRIBUTE) === shown) return
  note?.remove()
  note = null
  doc.removeEventListener('click', onTapMeanwhile, true)
  if (shown === null) return

  const language = languageOfPath(doc.location.pathname)
  const text = language === 'te' ? telugu : english
  const waiting = shown === 'waiting'
  note = doc.createElement('div')
  note.setAttribute(LOAD_TROUBLE_ATTRIBUTE, shown)
  note.setAttribute('role', 'alert')
  note.lang = language
  // Clear of the page's header, which may be live; only the card takes taps.
  note.className =
    'pointer-events-none fixed inset-x-0 bottom-0 z-[110] flex justify-center p-4'
  const card = doc.createElement('div')
  card.className =
    'pointer-events-auto w-full max-w-md rounded-2xl border-2 border-maroon-700 bg-white p-4 text-ink shadow-card'
  const title = doc.createElement('p')
  title.className = 'font-display text-lg font-bold'
  title.textContent = waiting
    ? text['startup.waitingTitle']
    : text['startup.newVersionTitle']
  const body = doc.createElement('p')
  body.className = 'mt-1'
  body.textContent = waiting
    ? text['startup.waitingBody']
    : text['startup.newVersionBody']
  const button = doc.createElement('button')
  button.type = 'button'
  button.className = BUTTON
  button.textContent = waiting
    ? text['startup.tryAgain']
    : text['startup.reload']
  button.addEventListener('click', () =>
    waiting ? tryNow() : doc.location.reload(),
  )
  card.append(title, body, button)
  note.append(card)
  doc.body.append(note)
  if (waiting) doc.addEventListener('click', onTapMeanwhile, true)
}

function tryNow() {
  for (const run of [...tryAgainNow]) run()
}

/**
 * A tap elsewhere while the code is awaited (held by src/main.tsx until the
 * app runs, or on a part that needs it) is answered: the note is said again
 * and the code asked for at once.
 */
function onTapMeanwhile(event: MouseEvent) {
  if (!note || (event.target instanceof Node && note.contains(event.target))) {
    return
  }
  const again = note
  again.remove()
  again.ownerDocument.body.append(again)
  tryNow()
}

/** Whether the server says the file is not there (a newer site replaced it). */
async function isGone(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' })
    if (response.status === 404 || response.status === 410) return true
    // A host that answers every address with the app's page.
    const type = response.headers.get('content-type') ?? ''
    return response.ok && !/javascript/.test(type)
  } catch {
    return false
  }
}

const browser: RetryDeps = {
  online: () => navigator.onLine,
  nextTry: (ms, run) => {
    let done = false
    const go = () => {
      if (done) return
      done = true
      clearTimeout(timer)
      window.removeEventListener('online', go)
      tryAgainNow.delete(go)
      run()
    }
    const timer = setTimeout(go, ms)
    window.addEventListener('online', go)
    tryAgainNow.add(go)
  },
  isGone,
  waiting: (waiting) => {
    waitingLoads += waiting ? 1 : -1
    draw(document)
  },
}

/**
 * Loads the site's code (`load`: an `import()`), and, when it cannot be
 * fetched, says so and tries again until it can (`loadWithRetries`).
 * Rejects when a new version replaced it, or the code failed as it ran.
 */
export function keepLoading<T>(load: () => Promise<T>): Promise<T> {
  return loadWithRetries(load, browser)
}

/** Says that the site has been updated, with a button to reload the page. */
export function showNewVersion(): void {
  newVersion = true
  draw(document)
}
