import { act } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * Sets `navigator.onLine` and fires the matching window event, as a browser
 * does when the connection drops or comes back. React Query and
 * `useOnlineStatus` both follow the events. Test-only module: the spy is
 * restored and React Query set online again after each test (setup.ts).
 */
export function setOnline(online: boolean) {
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}
