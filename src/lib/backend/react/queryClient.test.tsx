import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import {
  GUEST_RESULTS_KEY,
  useMyProgress,
  useRecordGameResult,
  type BackendKind,
} from '@/lib/backend'
import { setOnline } from '@/test/network'
import { createTestBackend, renderWithProviders } from '@/test/render'

import { createQueryClient, networkModeFor } from './queryClient'

/** A guest's total and a button that records a finished story. */
function GuestProgress() {
  const progress = useMyProgress()
  const record = useRecordGameResult()
  return (
    <>
      <p>
        {progress.isSuccess
          ? `Total: ${progress.data.totalScore}`
          : 'Loading progress'}
      </p>
      <p>{record.isSuccess ? `Saved to ${record.data.savedTo}` : null}</p>
      <button
        onClick={() =>
          record.mutate({
            result: { gameType: 'story', value: 1 },
            gameSessionId: null,
          })
        }
      >
        Finish story
      </button>
    </>
  )
}

/** Mounts the progress after the connection has dropped, like a new page. */
function OpenLater() {
  const [open, setOpen] = useState(false)
  return open ? (
    <GuestProgress />
  ) : (
    <button onClick={() => setOpen(true)}>Open games</button>
  )
}

describe('the query client offline', () => {
  it('never waits for the network with the device backend, tries once with Supabase', () => {
    expect(networkModeFor('device')).toBe('always')
    expect(networkModeFor('supabase')).toBe('offlineFirst')
    const defaults = createQueryClient({
      backendKind: 'device',
    }).getDefaultOptions()
    expect(defaults.queries?.networkMode).toBe('always')
    expect(defaults.mutations?.networkMode).toBe('always')
    // App.tsx before it passes the backend: still never parks a guest.
    expect(createQueryClient().getDefaultOptions().queries?.networkMode).toBe(
      'offlineFirst',
    )
  })

  it.each<BackendKind>(['device', 'supabase'])(
    'loads progress and records a guest result while offline (%s backend)',
    async (kind) => {
      const user = userEvent.setup()
      // A guest on either backend keeps results in this browser.
      const backend = { ...createTestBackend(), kind }
      renderWithProviders(<OpenLater />, { backend })
      setOnline(false)
      await user.click(screen.getByRole('button', { name: 'Open games' }))

      expect(await screen.findByText('Total: 0')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Finish story' }))
      expect(await screen.findByText('Saved to device')).toBeInTheDocument()
      expect(await screen.findByText('Total: 3')).toBeInTheDocument()
      expect(window.localStorage.getItem(GUEST_RESULTS_KEY)).toBe(
        JSON.stringify([{ gameType: 'story', value: 1 }]),
      )
    },
  )
})
