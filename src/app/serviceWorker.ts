import type { RegisterSWOptions } from 'virtual:pwa-register'

import { isProductionBuild } from '@/lib/env'

import type { startUpdateChecks } from './updateChecks'

/**
 * The service worker's state for the UI: a new version is waiting
 * (`needRefresh`), or the site has just been saved for offline use
 * (`offlineReady`). vite-plugin-pwa's `registerSW` does the work; this store
 * only remembers what it reported, so `UpdatePrompt` can ask at the right
 * moment. Nothing reloads the page until `reload()` is called.
 */
export type ServiceWorkerState = {
  needRefresh: boolean
  offlineReady: boolean
}

/** vite-plugin-pwa's `registerSW`, or a test's fake of it. */
export type RegisterServiceWorker = (
  options: RegisterSWOptions,
) => (reloadPage?: boolean) => Promise<void>

type ServiceWorkerStoreOptions = {
  /** Reloads the tab (tests watch it instead). */
  reloadPage?: () => void
  /** Calls back once a service worker controls this tab (tests pass a fake). */
  whenControlled?: (then: () => void) => void
  /** Starts the checks for a new version (tests pass a fake). */
  startChecks?: StartChecks
}

export type ServiceWorkerStore = ReturnType<typeof createServiceWorkerStore>

type StartChecks = (options: Parameters<typeof startUpdateChecks>[0]) => void

/** The checks load with the worker's registration, never in the first load. */
const startChecksLater: StartChecks = (options) => {
  import('./updateChecks').then(
    ({ startUpdateChecks }) => startUpdateChecks(options),
    (error: unknown) => {
      console.warn('Could not load the update checks:', error)
    },
  )
}

/**
 * The first worker takes charge of the tab that installed it
 * (`clientsClaim`, scripts/pwaOptions.ts) a moment after it has installed;
 * only then are a game's files served from the offline copy.
 */
const whenThisTabIsControlled = (then: () => void) => {
  const { serviceWorker: container } = navigator
  if (container.controller) {
    then()
    return
  }
  container.addEventListener('controllerchange', () => then(), { once: true })
}

export function createServiceWorkerStore({
  reloadPage = () => window.location.reload(),
  whenControlled = whenThisTabIsControlled,
  startChecks = startChecksLater,
}: ServiceWorkerStoreOptions = {}) {
  let state: ServiceWorkerState = { needRefresh: false, offlineReady: false }
  const listeners = new Set<() => void>()
  let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | null =
    null
  let reloadAsked = false
  // The new worker already controls this tab (another tab took the update).
  let newWorkerInControl = false

  const update = (patch: Partial<ServiceWorkerState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }

  return {
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: (): ServiceWorkerState => state,
    /** Registers the service worker through `registerSW`; once only. */
    register(registerSW: RegisterServiceWorker) {
      if (updateServiceWorker) return
      updateServiceWorker = registerSW({
        onNeedRefresh: () => update({ needRefresh: true }),
        // "Works offline" only once the offline copy serves this tab: a
        // child who loses the connection right after it still gets a game.
        onOfflineReady: () =>
          whenControlled(() => update({ offlineReady: true })),
        // An open tab looks for a new version when shown again and hourly
        // (updateChecks.ts); what it finds waits for the Reload button.
        onRegisteredSW: (_url, registration) => {
          if (registration) startChecks({ check: () => registration.update() })
        },
        // The new worker took control. Without this the plugin reloads the
        // tab at once, even when another tab's Reload caused it mid-game.
        onNeedReload: () => {
          newWorkerInControl = true
          if (reloadAsked) reloadPage()
          else update({ needRefresh: true })
        },
        onRegisterError: (error: unknown) => {
          // Browsers may refuse service workers (private windows, policies):
          // the site then works as before, only not offline.
          console.warn('Could not register the service worker:', error)
        },
      })
    },
    /** Switches to the waiting version, which then reloads the tab. */
    async reload() {
      reloadAsked = true
      if (newWorkerInControl) reloadPage()
      else await updateServiceWorker?.(true)
    },
    /** The child closed the "new version" prompt. */
    dismissNeedRefresh: () => update({ needRefresh: false }),
    /** The "works offline" message has been shown. */
    dismissOfflineReady: () => update({ offlineReady: false }),
  }
}

/** The app's one service worker. */
export const serviceWorker = createServiceWorkerStore()

type StartOptions = {
  store?: ServiceWorkerStore
  /** Production builds only: the dev server and tests have no worker. */
  enabled?: boolean
  /** Loads `registerSW`; a dynamic import keeps workbox-window lazy. */
  load?: () => Promise<{ registerSW: RegisterServiceWorker }>
}

/**
 * Registers the service worker after the page has loaded, so it never
 * competes with the first render. Call from an effect (browser only);
 * calling again does nothing.
 */
export function startServiceWorker({
  store = serviceWorker,
  enabled = isProductionBuild,
  load = () => import('virtual:pwa-register'),
}: StartOptions = {}) {
  if (!enabled || typeof window === 'undefined') return
  if (!('serviceWorker' in navigator)) return
  const register = () => {
    load().then(
      ({ registerSW }) => store.register(registerSW),
      (error: unknown) => {
        console.error('Could not load the service worker script:', error)
      },
    )
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
