import { useEffect, useReducer } from 'react'

import {
  readStored,
  removeStored,
  writeStored,
} from '@/lib/storage/storedValue'

import {
  createStudioState,
  parseStoredFills,
  serializeFills,
  studioReducer,
  studioStorageKey,
  type Fills,
} from './studioState'

function localStore() {
  try {
    return window.localStorage
  } catch {
    // Storage blocked (privacy settings): colouring works, unsaved.
    return null
  }
}

const STORED_FILLS = {
  parse: (text: string) => parseStoredFills(text),
  serialize: serializeFills,
  fallback: {} as Fills,
}

function writeSaved(key: string, fills: Fills) {
  const storage = localStore()
  if (!storage) return
  if (Object.keys(fills).length === 0) {
    removeStored(storage, key)
    return
  }
  try {
    writeStored(storage, key, serializeFills(fills))
  } catch (error) {
    // Full or blocked: what was saved before stays; colouring goes on, and
    // a full storage is told once (lib/storage/storageNotices).
    console.warn('Could not save the colouring:', error)
  }
}

/** The studio's fills for one page, kept on this device as they change. */
export function useStudioState(pageId: string) {
  const key = studioStorageKey(pageId)
  const [state, dispatch] = useReducer(studioReducer, key, (storageKey) =>
    createStudioState(readStored(localStore(), storageKey, STORED_FILLS)),
  )

  useEffect(() => {
    writeSaved(key, state.fills)
  }, [key, state.fills])

  return [state, dispatch] as const
}
