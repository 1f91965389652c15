import { vi } from 'vitest'

/**
 * Fake timers for game component tests. Testing Library waits for a
 * setTimeout(0) after every event and only advances fake timers itself when
 * it sees Jest, so a `jest` shim hands it Vitest's clock. Test-only module.
 */
export function installGameFakeTimers() {
  vi.useFakeTimers()
  vi.stubGlobal('jest', {
    advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
  })
}

export function restoreGameTimers() {
  vi.useRealTimers()
  vi.unstubAllGlobals()
}
