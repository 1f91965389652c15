import { useEffect, useReducer } from 'react'

import {
  createStudioState,
  parseSavedFills,
  serializeFills,
  studioReducer,
  studioStorageKey,
} from './studioState'

function readSaved(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function writeSaved(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // Storage may be full or blocked (private mode): colouring still works.
  }
}

/** The studio's fills for one page, kept on this device as they change. */
export function useStudioState(pageId: string) {
  const key = studioStorageKey(pageId)
  const [state, dispatch] = useReducer(studioReducer, key, (storageKey) =>
    createStudioState(parseSavedFills(readSaved(storageKey))),
  )

  useEffect(() => {
    const empty = Object.keys(state.fills).length === 0
    writeSaved(key, empty ? null : serializeFills(state.fills))
  }, [key, state.fills])

  return [state, dispatch] as const
}
