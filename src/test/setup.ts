import '@testing-library/jest-dom/vitest'

import { onlineManager } from '@tanstack/react-query'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

import type * as cnModule from '@/lib/cn'
import { takeMissedTwins } from '@/lib/i18n/edition'
import { setActiveLanguage } from '@/lib/i18n/language'

import { takeCnConflicts } from './cnGuard'

// Every class list the app joins is checked: two classes for one property
// throw (src/test/cnGuard.ts).
vi.mock('@/lib/cn', async (importOriginal) => {
  const actual = await importOriginal<typeof cnModule>()
  const { guardCn } = await import('./cnGuard')
  return { ...actual, cn: guardCn(actual.cn) }
})

// jsdom has no pointer capture; Radix primitives call it on pointer events.
if (!('hasPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
  })
}

// findBy* waits for a lazy route module and then queries the whole page by
// role. On a long page (home: about 900 elements) one role query takes about
// 0.8 s in jsdom on a loaded CPU, so the defaults (1 s, 5 s) are too tight.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  // React Query remembers the last online/offline event (test/network.ts).
  onlineManager.setOnline(true)
  cleanup()
  window.localStorage.clear()
  window.sessionStorage.clear()
  // Each test starts on an English page (lib/i18n/language.ts); a Telugu
  // test that read a twin its code did not load fails.
  setActiveLanguage('en')
  const missed = takeMissedTwins()
  if (missed > 0) throw new Error(`${missed} Telugu twin(s) read unloaded`)
  // A conflict that an error boundary caught still fails its test.
  const conflicts = takeCnConflicts()
  if (conflicts.length > 0) throw new Error(conflicts.join('\n'))
})
