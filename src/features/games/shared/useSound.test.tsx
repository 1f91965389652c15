import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderWithRecordingPlayer } from './fakeBrowser'
import { useUnlockSoundOnTap } from './useSound'

function Game() {
  useUnlockSoundOnTap()
  return <button type="button">A card</button>
}

const renderGame = () => renderWithRecordingPlayer(<Game />)

describe('useUnlockSoundOnTap', () => {
  it('makes the audio in an idle moment once the game is open, before any tap', async () => {
    const { player } = renderGame()
    expect(player.prepare).not.toHaveBeenCalled()
    await waitFor(() => expect(player.prepare).toHaveBeenCalledOnce())
    expect(player.unlock).not.toHaveBeenCalled()
  })

  it('wakes the audio on the first tap', async () => {
    const user = userEvent.setup()
    const { player } = renderGame()
    await user.click(screen.getByRole('button', { name: 'A card' }))
    expect(player.unlock).toHaveBeenCalled()
  })

  it('makes nothing for a game closed before its idle moment', async () => {
    const { player, unmount } = renderGame()
    unmount()
    await new Promise((done) => setTimeout(done, 20))
    expect(player.prepare).not.toHaveBeenCalled()
  })
})
