import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import type { RegisterSWOptions } from 'virtual:pwa-register'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { dismissToast, getToastState } from '@/components/ui/toastStore'
import { useGameRound } from '@/features/games/shared/useGameRound'
import { renderWithProviders } from '@/test/render'

import { createServiceWorkerStore } from './serviceWorker'
import { OFFLINE_NOTICE_MS, UpdatePrompt } from './UpdatePrompt'

const READY = 'A new version of Vasavi Kids is ready.'

/** A store over a fake `registerSW` whose callbacks the test fires. */
function fakeServiceWorker() {
  let options: RegisterSWOptions = {}
  const updateSW = vi.fn((_reloadPage?: boolean) => Promise.resolve())
  const reloadPage = vi.fn()
  const store = createServiceWorkerStore({
    reloadPage,
    whenControlled: (then) => then(),
  })
  store.register((given) => {
    options = given
    return updateSW
  })
  return {
    store,
    updateSW,
    reloadPage,
    needRefresh: () => act(() => options.onNeedRefresh?.()),
    offlineReady: () => act(() => options.onOfflineReady?.()),
    newWorkerInControl: () => act(() => options.onNeedReload?.()),
  }
}

/** A game on the real round hook: a round begins on opening and on Create New Story. */
function Game({ onBack }: { onBack: () => void }) {
  const [finished, setFinished] = useState(false)
  const { begin } = useGameRound('story', finished, 1)
  return (
    <>
      <button onClick={() => setFinished(true)}>Finish the story</button>
      <button
        onClick={() => {
          setFinished(false)
          begin()
        }}
      >
        Create New Story
      </button>
      <button onClick={onBack}>Back to Games</button>
    </>
  )
}

function Games() {
  const [open, setOpen] = useState(false)
  return open ? (
    <Game onBack={() => setOpen(false)} />
  ) : (
    <button onClick={() => setOpen(true)}>Play Hero Story Builder</button>
  )
}

/** The offline notice waits this long for a still child (short, for the tests). */
const STILL_IN_TESTS_MS = 30

function renderPrompt() {
  const sw = fakeServiceWorker()
  const user = userEvent.setup()
  renderWithProviders(
    <>
      <Games />
      <UpdatePrompt store={sw.store} stillMs={STILL_IN_TESTS_MS} />
    </>,
  )
  return { ...sw, user }
}

const openToasts = () => getToastState().toasts.filter((item) => item.open)

describe('the new-version prompt', () => {
  afterEach(() => {
    // One by one: dismissToast() without an id would later remove the next
    // test's toasts too.
    act(() => {
      for (const item of getToastState().toasts) dismissToast(item.id)
    })
  })

  it('offers Reload when no game is being played, and never reloads by itself', async () => {
    const { needRefresh, updateSW, reloadPage } = renderPrompt()
    needRefresh()
    expect(await screen.findByText(READY)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Close notification' }),
    ).toBeInTheDocument()
    expect(updateSW).not.toHaveBeenCalled()
    expect(reloadPage).not.toHaveBeenCalled()
  })

  it('waits while a round is in progress and shows when it ends', async () => {
    const { needRefresh, user } = renderPrompt()
    await user.click(
      screen.getByRole('button', { name: 'Play Hero Story Builder' }),
    )
    needRefresh()
    expect(openToasts()).toEqual([])
    expect(screen.queryByText(READY)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Finish the story' }))
    expect(await screen.findByText(READY)).toBeInTheDocument()

    // A new round hides it again; leaving the game brings it back.
    await user.click(screen.getByRole('button', { name: 'Create New Story' }))
    await waitFor(() =>
      expect(screen.queryByText(READY)).not.toBeInTheDocument(),
    )
    expect(openToasts()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Back to Games' }))
    expect(await screen.findByText(READY)).toBeInTheDocument()
  })

  it('reloads through updateSW(true) when Reload is pressed', async () => {
    const { needRefresh, newWorkerInControl, updateSW, reloadPage, user } =
      renderPrompt()
    needRefresh()
    await user.click(await screen.findByRole('button', { name: 'Reload' }))
    expect(updateSW).toHaveBeenCalledExactlyOnceWith(true)
    // The waiting worker takes control, and only then the tab reloads.
    expect(reloadPage).not.toHaveBeenCalled()
    newWorkerInControl()
    expect(reloadPage).toHaveBeenCalledOnce()
  })

  it('can be reached and pressed from the keyboard', async () => {
    const { needRefresh, updateSW, user } = renderPrompt()
    needRefresh()
    const reload = await screen.findByRole('button', { name: 'Reload' })
    // F8 moves focus to the notifications, as Radix announces.
    await user.keyboard('[F8]')
    await user.tab()
    await user.tab()
    expect(reload).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(updateSW).toHaveBeenCalledExactlyOnceWith(true)
  })

  it('hides when dismissed, without reloading', async () => {
    const { needRefresh, store, updateSW, reloadPage, user } = renderPrompt()
    needRefresh()
    await screen.findByText(READY)
    await user.click(screen.getByRole('button', { name: 'Close notification' }))
    await waitFor(() =>
      expect(screen.queryByText(READY)).not.toBeInTheDocument(),
    )
    expect(store.getSnapshot().needRefresh).toBe(false)
    // Nor does it come back after the next round.
    await user.click(
      screen.getByRole('button', { name: 'Play Hero Story Builder' }),
    )
    await user.click(screen.getByRole('button', { name: 'Finish the story' }))
    expect(openToasts()).toEqual([])
    expect(updateSW).not.toHaveBeenCalled()
    expect(reloadPage).not.toHaveBeenCalled()
  })

  it('says once, politely, that the site now works offline', async () => {
    const { offlineReady, store } = renderPrompt()
    offlineReady()
    expect(
      await screen.findByText('Vasavi Kids now works offline'),
    ).toBeInTheDocument()
    expect(store.getSnapshot().offlineReady).toBe(false)
    // A default toast: read out politely, closing by itself, no button.
    const [shown, ...others] = openToasts()
    expect(others).toEqual([])
    expect(shown?.variant).toBe('default')
    expect(shown?.durationMs).toBe(OFFLINE_NOTICE_MS)
    expect(Number.isFinite(shown?.durationMs)).toBe(true)
    // Taps go through it to the page under it.
    expect(shown?.passive).toBe(true)
    expect(
      screen.queryByRole('button', { name: 'Reload' }),
    ).not.toBeInTheDocument()
  })

  it('waits until the child has been still, and makes way at the next touch', async () => {
    const { offlineReady } = renderPrompt()
    offlineReady()
    // A child tapping and scrolling (whenStill.test.ts: each puts it off).
    for (const type of ['pointerdown', 'scroll', 'touchstart', 'wheel']) {
      act(() => void document.body.dispatchEvent(new Event(type)))
    }
    expect(openToasts()).toEqual([])
    // Still: it is said.
    expect(
      await screen.findByText('Vasavi Kids now works offline'),
    ).toBeInTheDocument()
    expect(openToasts()).toHaveLength(1)
    // A touch anywhere closes it.
    act(() => void document.body.dispatchEvent(new Event('pointerdown')))
    expect(openToasts()).toEqual([])
  })

  it('never says it over a game, in play or showing its result', async () => {
    const { offlineReady, user } = renderPrompt()
    await user.click(
      screen.getByRole('button', { name: 'Play Hero Story Builder' }),
    )
    offlineReady()
    expect(openToasts()).toEqual([])
    // The round ends: its result is on screen, so still nothing.
    await user.click(screen.getByRole('button', { name: 'Finish the story' }))
    await user.click(screen.getByRole('button', { name: 'Create New Story' }))
    await user.click(screen.getByRole('button', { name: 'Finish the story' }))
    expect(openToasts()).toEqual([])
    expect(
      screen.queryByText('Vasavi Kids now works offline'),
    ).not.toBeInTheDocument()
    // Back at the menu it is said, once.
    await user.click(screen.getByRole('button', { name: 'Back to Games' }))
    expect(
      await screen.findByText('Vasavi Kids now works offline'),
    ).toBeInTheDocument()
    expect(openToasts()).toHaveLength(1)
  })

  it('closes the moment a game opens, and is not said again', async () => {
    const { offlineReady, user } = renderPrompt()
    offlineReady()
    expect(
      await screen.findByText('Vasavi Kids now works offline'),
    ).toBeInTheDocument()
    await user.click(
      screen.getByRole('button', { name: 'Play Hero Story Builder' }),
    )
    expect(openToasts()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Back to Games' }))
    expect(openToasts()).toEqual([])
  })
})
