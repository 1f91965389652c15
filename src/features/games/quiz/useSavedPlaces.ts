import { useSyncExternalStore } from 'react'

import { usePlayer } from '@/lib/backend'

import {
  addToRead,
  GUEST_READER,
  markRead,
  NO_LISTS,
  removeToRead,
  toReadStore,
  type ToReadList,
  type ToReadStore,
} from './toReadList'

/** The "To read" list of the child playing (or of this device). */
export type SavedPlaces = {
  /** The kept pages, in the order they were kept, each read or not. */
  list: ToReadList
  /** Question sources kept, in the order they were kept. */
  saved: readonly string[]
  /** Keeps a page; keeping it again changes nothing. */
  save: (source: string) => void
  remove: (source: string) => void
  /** Ticks a kept page off once it is opened. */
  markRead: (source: string) => void
}

const EMPTY: ToReadList = []

/**
 * The pages kept with "Learn more", for the child playing (per profile on
 * this device, or the device's guest list): they stay after the round, after
 * Back and after a reload (toReadList.ts).
 */
export function useSavedPlaces(store: ToReadStore = toReadStore): SavedPlaces {
  const who = usePlayer().player?.id ?? GUEST_READER
  const all = useSyncExternalStore(
    store.subscribe,
    store.snapshot,
    () => NO_LISTS,
  )
  const list = all[who] ?? EMPTY
  return {
    list,
    saved: list.map((item) => item.source),
    save: (source) => store.update(who, (items) => addToRead(items, source)),
    remove: (source) =>
      store.update(who, (items) => removeToRead(items, source)),
    markRead: (source) => store.update(who, (items) => markRead(items, source)),
  }
}
