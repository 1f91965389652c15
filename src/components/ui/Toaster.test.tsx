import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { Button } from './Button'
import { toast } from './toastStore'

describe('toast()', () => {
  it('shows a toast in the page and closes it from its close button', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <Button
        onClick={() =>
          toast({
            title: 'Validation Error',
            description: 'Invalid email address',
            variant: 'destructive',
          })
        }
      >
        Send
      </Button>,
    )
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByText('Validation Error')
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByRole('listitem')).toHaveClass('bg-red-700')

    await user.click(screen.getByRole('button', { name: 'Close notification' }))
    await waitFor(() =>
      expect(screen.queryByText('Validation Error')).not.toBeInTheDocument(),
    )
  })

  it('offers an action button that acts, closes the toast and reports the close', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const onDismiss = vi.fn()
    renderWithProviders(
      <Button
        onClick={() =>
          toast({
            title: 'Saved for later',
            durationMs: Infinity,
            action: { label: 'Undo', altText: 'Undo the save', onClick },
            onDismiss,
          })
        }
      >
        Save
      </Button>,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(await screen.findByRole('button', { name: 'Undo' }))
    expect(onClick).toHaveBeenCalledOnce()
    expect(onDismiss).toHaveBeenCalledOnce()
    await waitFor(() =>
      expect(screen.queryByText('Saved for later')).not.toBeInTheDocument(),
    )
  })
})
