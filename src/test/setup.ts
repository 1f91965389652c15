import '@testing-library/jest-dom/vitest'

import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Lazy pages arrive as separate modules; on a loaded CI machine the default
// one second for findBy* queries is too short to be a fair wait.
configure({ asyncUtilTimeout: 5000 })

// jsdom has no pointer capture; Radix primitives call it on pointer events.
if (!('hasPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
  })
}

afterEach(() => {
  cleanup()
})
