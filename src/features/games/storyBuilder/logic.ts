import type { StoryPart } from '@/data/storyBuilder'

export const STORY_STEP_COUNT = 3

export type StoryState = {
  parts: readonly StoryPart[]
  /** The lines chosen so far, one for each finished step. */
  choices: readonly string[]
}

export type StoryAction =
  { type: 'choose'; choice: number } | { type: 'restart' }

export type StoryDeps = { parts: readonly StoryPart[] }

export function createInitialState({ parts }: StoryDeps): StoryState {
  return { parts, choices: [] }
}

export function reducer(state: StoryState, action: StoryAction): StoryState {
  switch (action.type) {
    case 'choose': {
      const part = state.parts[state.choices.length]
      const line = part?.choices[action.choice]
      if (line === undefined) return state
      return { ...state, choices: [...state.choices, line] }
    }
    case 'restart':
      return createInitialState({ parts: state.parts })
  }
}

/** The step the player is on (0-based); equals the part count when done. */
export function selectStep(state: StoryState): number {
  return state.choices.length
}

export function selectCurrentPart(state: StoryState): StoryPart | null {
  return state.parts[state.choices.length] ?? null
}

export function selectIsComplete(state: StoryState): boolean {
  return state.parts.length > 0 && state.choices.length >= state.parts.length
}
