import { describe, expect, it } from 'vitest'

import { storyParts } from '@/data/storyBuilder'

import {
  createInitialState,
  reducer,
  selectCurrentPart,
  selectIsComplete,
  selectStep,
  STORY_STEP_COUNT,
  type StoryAction,
} from './logic'

const start = () => createInitialState({ parts: storyParts })
const choose = (choice: number): StoryAction => ({ type: 'choose', choice })

describe('story builder engine', () => {
  it('starts at the first part with no lines', () => {
    const state = start()
    expect(STORY_STEP_COUNT).toBe(3)
    expect(state.choices).toEqual([])
    expect(selectStep(state)).toBe(0)
    expect(selectCurrentPart(state)).toBe(storyParts[0])
    expect(selectIsComplete(state)).toBe(false)
  })

  it.each([
    [[2], 1],
    [[2, 0], 2],
  ])('appends each chosen line (%j) and moves on', (choices, step) => {
    const state = choices.map(choose).reduce(reducer, start())
    expect(state.choices).toEqual(
      choices.map((choice, i) => storyParts[i]?.choices[choice]),
    )
    expect(selectStep(state)).toBe(step)
    expect(selectCurrentPart(state)).toBe(storyParts[step])
    expect(selectIsComplete(state)).toBe(false)
  })

  it('is complete after the third choice and takes no more', () => {
    const state = [3, 1, 0].map(choose).reduce(reducer, start())
    expect(selectIsComplete(state)).toBe(true)
    expect(selectCurrentPart(state)).toBeNull()
    expect(state.choices).toEqual([
      storyParts[0].choices[3],
      storyParts[1].choices[1],
      storyParts[2].choices[0],
    ])
    expect(reducer(state, choose(0))).toBe(state)
  })

  it.each([-1, 4])('ignores choice %i', (choice) => {
    const state = start()
    expect(reducer(state, choose(choice))).toBe(state)
  })

  it('restarts with the choices cleared', () => {
    const state = [0, 1].map(choose).reduce(reducer, start())
    expect(reducer(state, { type: 'restart' })).toEqual(start())
  })
})
