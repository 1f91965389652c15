import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'

import { renderWithRecordingPlayer } from './fakeBrowser'
import { SOUND_KEY, soundPreference } from './soundPreference'
import { SoundToggle } from './SoundToggle'

const renderToggle = () => renderWithRecordingPlayer(<SoundToggle />)

const soundSwitch = () => screen.getByRole('switch', { name: 'Sound' })

describe('SoundToggle', () => {
  // The setting is the device's, shared by every test: start each with on.
  beforeEach(() => soundPreference.set(true))

  it('is on at first, and turned off it stays off on this device', async () => {
    const user = userEvent.setup()
    const { unmount, played } = renderToggle()
    expect(soundSwitch()).toBeChecked()
    expect(screen.getByText('On')).toBeVisible()
    await user.click(soundSwitch())
    expect(soundSwitch()).not.toBeChecked()
    expect(screen.getByText('Off')).toBeVisible()
    expect(localStorage.getItem(SOUND_KEY)).toBe('off')
    expect(played()).toEqual([])
    unmount()
    // Another game, later: still off.
    renderToggle()
    expect(soundSwitch()).not.toBeChecked()
  })

  it('wakes the audio and plays a tick when sound is turned back on', async () => {
    const user = userEvent.setup()
    soundPreference.set(false)
    const { player, played } = renderToggle()
    await user.click(soundSwitch())
    expect(soundSwitch()).toBeChecked()
    expect(player.unlock).toHaveBeenCalled()
    expect(played()).toEqual(['flip'])
  })

  it('does not believe a stored value it does not know', () => {
    localStorage.setItem(SOUND_KEY, 'nope')
    renderToggle()
    expect(soundSwitch()).toBeChecked()
  })

  it('is a 48 px target a keyboard reaches', async () => {
    const user = userEvent.setup()
    renderToggle()
    expect(soundSwitch()).toHaveClass('min-h-12', 'min-w-12')
    await user.tab()
    expect(soundSwitch()).toHaveFocus()
    await user.keyboard(' ')
    expect(soundSwitch()).not.toBeChecked()
  })
})
