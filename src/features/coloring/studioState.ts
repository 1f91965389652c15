import { HEX_COLOR, type Fills } from '@/lib/coloring/savedColors'

/**
 * The colouring studio's state: which colour fills which region, with a
 * history for Undo. Pure, so the component only dispatches.
 */

export type StudioState = {
  fills: Fills
  /** Earlier `fills`, newest last; Undo pops one. */
  past: readonly Fills[]
}

export type StudioAction =
  | { type: 'fill'; regionId: string; color: string }
  | { type: 'undo' }
  | { type: 'clear' }

/** Enough steps for a long session without letting memory grow forever. */
export const MAX_UNDO_STEPS = 200

export function createStudioState(fills: Fills = {}): StudioState {
  return { fills, past: [] }
}

function remember(state: StudioState, fills: Fills): StudioState {
  return {
    fills,
    past: [...state.past, state.fills].slice(-MAX_UNDO_STEPS),
  }
}

export function studioReducer(
  state: StudioState,
  action: StudioAction,
): StudioState {
  switch (action.type) {
    case 'fill': {
      const color = action.color.toLowerCase()
      if (!HEX_COLOR.test(color)) return state
      if (state.fills[action.regionId] === color) return state
      return remember(state, { ...state.fills, [action.regionId]: color })
    }
    case 'undo': {
      const previous = state.past.at(-1)
      if (!previous) return state
      return { fills: previous, past: state.past.slice(0, -1) }
    }
    case 'clear':
      if (Object.keys(state.fills).length === 0) return state
      return remember(state, {})
  }
}

export const canUndo = (state: StudioState) => state.past.length > 0
export const filledCount = (state: StudioState) =>
  Object.keys(state.fills).length
