import { useEffect, useRef, useSyncExternalStore } from 'react'

import { toast } from '@/components/ui/toastStore'
import { useIsGameOpen, useIsPlayingGame } from '@/lib/gameActivity'
import { shellText } from '@/lib/i18n/shell'

import { serviceWorker, type ServiceWorkerStore } from './serviceWorker'
import { STILL_MS, whenStill, whenTouched } from './whenStill'

/** How long the "works offline" notice stays (Radix pauses it while touched). */
export const OFFLINE_NOTICE_MS = 6000

type UpdatePromptProps = {
  /** The service worker's store; tests pass their own. */
  store?: ServiceWorkerStore
  /** How long the child must be still before the offline notice shows. */
  stillMs?: number
}

/**
 * Offers a new version with a Reload button, and says once that the site
 * works offline. The new version never interrupts a round: its toast waits
 * for the round to end or the child to leave the game, and hides if a new
 * round starts. The page reloads only when Reload is pressed. The offline
 * notice is not about the game at all: it waits until no game is open (in
 * play or showing its result) and the child has stopped tapping and
 * scrolling for a moment; taps go through it, the next touch closes it, it
 * closes by itself, and at once when a game opens (decision 071).
 */
export function UpdatePrompt({
  store = serviceWorker,
  stillMs = STILL_MS,
}: UpdatePromptProps) {
  const { needRefresh, offlineReady } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getSnapshot,
  )
  const playing = useIsPlayingGame()
  const gameOpen = useIsGameOpen()
  const closeOfflineNotice = useRef<(() => void) | null>(null)

  useEffect(() => {
    if (!needRefresh || playing) return
    const { dismiss } = toast({
      title: shellText('update.ready'),
      durationMs: Infinity,
      action: {
        label: shellText('update.reload'),
        altText: shellText('update.reloadAlt'),
        onClick: () => void store.reload(),
      },
      onDismiss: store.dismissNeedRefresh,
    })
    return dismiss
  }, [needRefresh, playing, store])

  useEffect(() => {
    if (!offlineReady || gameOpen) return
    return whenStill(window, stillMs, () => {
      let stopWatching = () => {}
      const notice = toast({
        title: shellText('update.offlineReady'),
        description: shellText('update.offlineReadyBody'),
        durationMs: OFFLINE_NOTICE_MS,
        passive: true,
        onDismiss: () => {
          stopWatching()
          closeOfflineNotice.current = null
        },
      })
      // The child is doing something else now: the notice makes way.
      stopWatching = whenTouched(window, notice.dismiss)
      closeOfflineNotice.current = () => {
        stopWatching()
        notice.dismiss()
      }
      store.dismissOfflineReady()
    })
  }, [offlineReady, gameOpen, store, stillMs])

  useEffect(() => {
    if (!gameOpen) return
    closeOfflineNotice.current?.()
    closeOfflineNotice.current = null
  }, [gameOpen])

  return null
}
