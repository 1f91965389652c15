import { useEffect, useRef } from 'react'

import type { NarrationItem } from '@/lib/speech/narrationQueue'

import { useReadToMe } from './ReadToMe'

/**
 * Reads a game's screen by itself when "Read to me" is on: each time
 * `screen` changes (a new question, the feedback, the end), its items are
 * read in order. A screen that is not read stops what the last one read, so
 * nothing goes on reading a screen that is gone. `null`: nothing to read yet.
 */
export function useNarrateScreen(
  screen: string | null,
  items: readonly NarrationItem[],
) {
  const { on, canRead, speak, stop } = useReadToMe()
  const itemsRef = useRef(items)
  useEffect(() => {
    itemsRef.current = items
  })
  useEffect(() => {
    if (screen === null) return
    if (on && canRead) speak(itemsRef.current)
    else stop()
  }, [screen, on, canRead, speak, stop])
}
