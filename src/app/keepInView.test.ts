import { describe, expect, it, vi } from 'vitest'

import { KEEP_IN_VIEW_FRAMES, keepInView } from './keepInView'

function harness(tops: number[]) {
  const frames: (() => void)[] = []
  let position = 0
  let moves: (() => void) | null = null
  const deps = {
    nextFrame: (callback: () => void) => void frames.push(callback),
    top: () => tops[Math.min(position, tops.length - 1)],
    scrollToTarget: vi.fn(() => {
      tops[Math.min(position, tops.length - 1)] = 88
    }),
    onVisitorMoves: (callback: () => void) => {
      moves = callback
      return vi.fn(() => {
        moves = null
      })
    },
  }
  const runFrame = () => {
    position += 1
    frames.shift()?.()
  }
  return { deps, frames, runFrame, visitorMoves: () => moves?.() }
}

describe('keepInView', () => {
  it('scrolls the target back each frame the sections above it push it down', () => {
    const { deps, runFrame } = harness([88, 88, 400, 88, 88, 250, 88])
    keepInView(deps)
    for (let i = 0; i < 6; i++) runFrame()
    expect(deps.scrollToTarget).toHaveBeenCalledTimes(3)
  })

  it('leaves a target that stays put alone and stops after its frames', () => {
    const { deps, frames, runFrame } = harness([88])
    keepInView(deps)
    for (let i = 0; i < KEEP_IN_VIEW_FRAMES + 5; i++) runFrame()
    expect(deps.scrollToTarget).toHaveBeenCalledTimes(1)
    expect(frames).toHaveLength(0)
  })

  it('stops as soon as the visitor moves the page', () => {
    const { deps, runFrame, visitorMoves, frames } = harness([88, 88, 500])
    keepInView(deps)
    runFrame()
    visitorMoves()
    runFrame()
    expect(deps.scrollToTarget).toHaveBeenCalledTimes(1)
    expect(frames).toHaveLength(0)
  })
})
