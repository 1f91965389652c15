import type { RegisterSWOptions } from 'virtual:pwa-register'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  createServiceWorkerStore,
  startServiceWorker,
  type RegisterServiceWorker,
} from './serviceWorker'

function fakeRegisterSW() {
  const calls: RegisterSWOptions[] = []
  const updateSW = vi.fn((_reloadPage?: boolean) => Promise.resolve())
  const registerSW: RegisterServiceWorker = (options) => {
    calls.push(options)
    return updateSW
  }
  return { registerSW, updateSW, calls }
}

describe('the service worker store', () => {
  it('reports a waiting version and offline readiness, and can be told they were seen', () => {
    const store = createServiceWorkerStore({
      reloadPage: vi.fn(),
      whenControlled: (then) => then(),
    })
    const { registerSW, calls } = fakeRegisterSW()
    store.register(registerSW)
    expect(store.getSnapshot()).toEqual({
      needRefresh: false,
      offlineReady: false,
    })
    const listener = vi.fn()
    store.subscribe(listener)
    calls[0]?.onNeedRefresh?.()
    calls[0]?.onOfflineReady?.()
    expect(store.getSnapshot()).toEqual({
      needRefresh: true,
      offlineReady: true,
    })
    expect(listener).toHaveBeenCalledTimes(2)
    store.dismissNeedRefresh()
    store.dismissOfflineReady()
    expect(store.getSnapshot()).toEqual({
      needRefresh: false,
      offlineReady: false,
    })
  })

  it('says the site works offline only once the worker controls this tab', () => {
    let takeControl = () => {}
    const store = createServiceWorkerStore({
      reloadPage: vi.fn(),
      whenControlled: (then) => {
        takeControl = then
      },
    })
    const { registerSW, calls } = fakeRegisterSW()
    store.register(registerSW)
    calls[0]?.onOfflineReady?.()
    // Installed, but the tab's requests still go to the network.
    expect(store.getSnapshot().offlineReady).toBe(false)
    takeControl()
    expect(store.getSnapshot().offlineReady).toBe(true)
  })

  it('starts the checks for a new version once the worker is registered', () => {
    const startChecks = vi.fn(() => () => undefined)
    const store = createServiceWorkerStore({ reloadPage: vi.fn(), startChecks })
    const { registerSW, calls } = fakeRegisterSW()
    store.register(registerSW)
    calls[0]?.onRegisteredSW?.('/sw.js', undefined)
    expect(startChecks).not.toHaveBeenCalled()
    const update = vi.fn(() => Promise.resolve())
    calls[0]?.onRegisteredSW?.('/sw.js', {
      update,
    } as unknown as ServiceWorkerRegistration)
    expect(startChecks).toHaveBeenCalledTimes(1)
    const [options] = startChecks.mock.calls[0] as unknown as [
      { check: () => Promise<unknown> },
    ]
    void options.check()
    expect(update).toHaveBeenCalledTimes(1)
  })

  it('registers once', () => {
    const store = createServiceWorkerStore({ reloadPage: vi.fn() })
    const { registerSW, calls } = fakeRegisterSW()
    store.register(registerSW)
    store.register(registerSW)
    expect(calls).toHaveLength(1)
  })

  it('reloads only after Reload: updateSW(true), then the new worker takes control', async () => {
    const reloadPage = vi.fn()
    const store = createServiceWorkerStore({ reloadPage })
    const { registerSW, updateSW, calls } = fakeRegisterSW()
    store.register(registerSW)
    calls[0]?.onNeedRefresh?.()
    expect(updateSW).not.toHaveBeenCalled()

    await store.reload()
    expect(updateSW).toHaveBeenCalledExactlyOnceWith(true)
    expect(reloadPage).not.toHaveBeenCalled()
    calls[0]?.onNeedReload?.()
    expect(reloadPage).toHaveBeenCalledOnce()
  })

  it("does not reload when another tab's update takes control; asks instead", async () => {
    const reloadPage = vi.fn()
    const store = createServiceWorkerStore({ reloadPage })
    const { registerSW, updateSW, calls } = fakeRegisterSW()
    store.register(registerSW)
    calls[0]?.onNeedReload?.()
    expect(reloadPage).not.toHaveBeenCalled()
    expect(store.getSnapshot().needRefresh).toBe(true)

    await store.reload()
    expect(reloadPage).toHaveBeenCalledOnce()
    expect(updateSW).not.toHaveBeenCalled()
  })
})

describe('startServiceWorker', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', {
      value: {},
      configurable: true,
    })
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  const setUp = () => {
    const store = createServiceWorkerStore({ reloadPage: vi.fn() })
    const { registerSW, calls } = fakeRegisterSW()
    const load = vi.fn(() => Promise.resolve({ registerSW }))
    return { store, calls, load }
  }

  it('does nothing outside production builds', async () => {
    const { store, load } = setUp()
    startServiceWorker({ store, load })
    startServiceWorker({ store, load, enabled: false })
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
  })

  it('does nothing in a browser without service workers', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker')
    const { store, load } = setUp()
    startServiceWorker({ store, load, enabled: true })
    expect(load).not.toHaveBeenCalled()
  })

  it('waits for the page to load, then registers once', async () => {
    const readyState = vi
      .spyOn(document, 'readyState', 'get')
      .mockReturnValue('interactive')
    const { store, calls, load } = setUp()
    startServiceWorker({ store, load, enabled: true })
    startServiceWorker({ store, load, enabled: true })
    expect(load).not.toHaveBeenCalled()

    readyState.mockReturnValue('complete')
    window.dispatchEvent(new Event('load'))
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.onNeedRefresh).toBeTypeOf('function')
    expect(calls[0]?.onOfflineReady).toBeTypeOf('function')
  })

  it('registers at once when the page has already loaded', async () => {
    const { store, calls, load } = setUp()
    startServiceWorker({ store, load, enabled: true })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
  })
})
