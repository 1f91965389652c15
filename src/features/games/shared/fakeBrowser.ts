import { render } from '@testing-library/react'
import { createElement, type ReactElement } from 'react'
import { vi } from 'vitest'

import type { SoundEvent } from './soundEffects'
import type { SoundPlayer } from './soundPlayer'
import { SoundPlayerContext } from './useSound'

/**
 * Stand-ins for what jsdom lacks, for the games' component tests (test-only
 * module): media queries, Element.animate and a sound player that records.
 */

/** window.matchMedia answering true for exactly the queries given. */
export function stubMediaQueries(matching: readonly string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }))
}

type Animated = { element: Element; keyframes: Keyframe[] }

/** Element.animate that records what was animated; `restore` removes it. */
export function stubAnimate() {
  const calls: Animated[] = []
  Object.defineProperty(Element.prototype, 'animate', {
    configurable: true,
    writable: true,
    value(this: Element, keyframes: Keyframe[]) {
      calls.push({ element: this, keyframes })
      return { cancel: () => undefined }
    },
  })
  return {
    calls,
    restore: () => {
      Reflect.deleteProperty(Element.prototype, 'animate')
    },
  }
}

/** A sound player that lists the sounds asked of it. */
export function createRecordingPlayer() {
  const player = {
    prepare: vi.fn<() => void>(),
    unlock: vi.fn<() => void>(),
    play: vi.fn<(event: SoundEvent) => void>(),
  } satisfies SoundPlayer
  const played = (): SoundEvent[] =>
    player.play.mock.calls.map(([event]) => event)
  return { player, played }
}

/** Renders `ui` with a recording sound player; the view and the player. */
export function renderWithRecordingPlayer(ui: ReactElement) {
  const recording = createRecordingPlayer()
  const view = render(
    createElement(SoundPlayerContext, { value: recording.player }, ui),
  )
  return { ...view, ...recording }
}
