import '@testing-library/jest-dom/vitest'

import { onlineManager } from '@tanstack/react-query'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'

import { clearToasts } from '@/components/ui/toastStore'
import { keyboardUse } from '@/features/games/shared/keyboardUse'

// Runs after src/test/setupLogic.ts (the cn guard, the Telugu-twin check and
// the test timeout), for the tests that need a DOM (jsdom).

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

afterEach(() => {
  // React Query remembers the last online/offline event (test/network.ts).
  onlineManager.setOnline(true)
  cleanup()
  window.localStorage.clear()
  window.sessionStorage.clear()
})

// The test files of a worker share one document and one set of modules
// (`isolate: false`, decision 040). Each file starts as it would alone: what
// it left outside React's root (portals, <html> attributes) goes, and the
// module-level stores it touched start again.
afterAll(() => {
  document.body.replaceChildren()
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name)
  }
  clearToasts()
  keyboardUse.forget()
})
