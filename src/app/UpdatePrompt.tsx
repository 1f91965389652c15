import { useEffect, useSyncExternalStore } from 'react'

import { toast } from '@/components/ui/toastStore'
import { useIsPlayingGame } from '@/lib/gameActivity'
import { t } from '@/lib/i18n/t'

import { serviceWorker, type ServiceWorkerStore } from './serviceWorker'

type UpdatePromptProps = {
  /** The service worker's store; tests pass their own. */
  store?: ServiceWorkerStore
}

/**
 * Offers a new version with a Reload button, and says once that the site
 * works offline. Never while a game round is in progress: the toast waits for
 * the round to end or the child to leave the game, and hides if a new round
 * starts. The page reloads only when Reload is pressed.
 */
export function UpdatePrompt({ store = serviceWorker }: UpdatePromptProps) {
  const { needRefresh, offlineReady } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getSnapshot,
  )
  const playing = useIsPlayingGame()

  useEffect(() => {
    if (!needRefresh || playing) return
    const { dismiss } = toast({
      title: t('update.ready'),
      durationMs: Infinity,
      action: {
        label: t('update.reload'),
        altText: t('update.reloadAlt'),
        onClick: () => void store.reload(),
      },
      onDismiss: store.dismissNeedRefresh,
    })
    return dismiss
  }, [needRefresh, playing, store])

  useEffect(() => {
    if (!offlineReady || playing) return
    toast({
      title: t('update.offlineReady'),
      description: t('update.offlineReadyBody'),
    })
    store.dismissOfflineReady()
  }, [offlineReady, playing, store])

  return null
}
