import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'

import type { QuestionBand } from '@/data/questionBank'
import type { Backend, BadgeId } from '@/lib/backend'
import { createTestBackend, renderWithProviders } from '@/test/render'

import { installGameFakeTimers, restoreGameTimers } from './fakeTimers'
import type { SoundPlayer } from './soundPlayer'
import { SoundPlayerContext } from './useSound'

/**
 * The set-up the game component tests share (Memory, Matching, Quiz):
 * a backend whose finished round gives `points` and `newBadges`, the fake
 * clock, and the game rendered with the app's providers and, when given,
 * a sound player to listen to. Test-only module.
 */

/** A guest's backend: rounds start without a session and record as asked. */
export function fakeGameBackend(points: number, newBadges: BadgeId[] = []) {
  return createTestBackend({
    startGame: vi.fn(() => Promise.resolve(null)),
    recordGameResult: vi.fn(() =>
      Promise.resolve({ points, newBadges, savedTo: 'device' as const }),
    ),
    getMyProgress: vi.fn(),
  })
}

/**
 * A guest's backend for the quiz: every round drawn is `questionIds`, in that
 * order, and the finished round gives `points` and `newBadges`.
 */
export function fakeQuizBackend(
  questionIds: readonly string[],
  points: number,
  newBadges: BadgeId[] = [],
) {
  return Object.assign(fakeGameBackend(points, newBadges), {
    startQuiz: vi.fn((_profileId: string | null, band: QuestionBand) =>
      Promise.resolve({ sessionId: null, band, questionIds: [...questionIds] }),
    ),
  })
}

/** Fake timers around every test of the calling file's describe block. */
export function withGameFakeTimers() {
  beforeEach(installGameFakeTimers)
  afterEach(restoreGameTimers)
}

/** A user whose waits move the fake clock. */
export const setupGameUser = () =>
  userEvent.setup({ advanceTimers: vi.advanceTimersByTime })

/** Moves the fake clock on, inside act() so React renders what it fired. */
export function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

/** Visible text, leaving out the live region that repeats it. */
export const visible = (text: string) =>
  screen.getByText(text, { ignore: '[role="status"]' })

type RenderGameOptions = {
  backend: Backend
  /** Plays the game's sounds here instead of the browser's audio. */
  player?: SoundPlayer
  route?: string
}

export function renderGame(
  game: ReactElement,
  { backend, player, route }: RenderGameOptions,
) {
  const ui = player ? (
    <SoundPlayerContext value={player}>{game}</SoundPlayerContext>
  ) : (
    game
  )
  return renderWithProviders(ui, { backend, route })
}
