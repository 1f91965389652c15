import { describe, expect, it } from 'vitest'

import { activityChartModel, CHART_BOX } from './activityChartModel'

const weeks = [
  { weekStart: '2025-11-03', rounds: 2, points: 10 },
  { weekStart: '2025-11-10', rounds: 0, points: 0 },
  { weekStart: '2025-11-17', rounds: 4, points: 30 },
  { weekStart: '2025-11-24', rounds: 4, points: 12 },
]

describe('activityChartModel', () => {
  it('scales the bars to the busiest week and stands them on the baseline', () => {
    const { bars } = activityChartModel(weeks, 'en-IN')
    const plot = CHART_BOX.baseline - CHART_BOX.top
    expect(bars.map((bar) => bar.height)).toEqual([plot / 2, 0, plot, plot])
    for (const bar of bars) {
      expect(bar.y + bar.height).toBe(CHART_BOX.baseline)
    }
  })

  it('spreads the bars evenly across the box, left to right, inside it', () => {
    const { bars } = activityChartModel(weeks, 'en-IN')
    expect(bars.map((bar) => bar.centre)).toEqual([35, 105, 175, 245])
    expect(bars[0]?.x).toBeGreaterThanOrEqual(0)
    const last = bars.at(-1)
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(
      CHART_BOX.width,
    )
  })

  it('labels each bar with its Monday', () => {
    const { bars } = activityChartModel(weeks, 'en-IN')
    expect(bars[2]).toMatchObject({ day: '17', month: 'Nov', label: '17 Nov' })
  })

  it('totals the rounds and picks the latest of the busiest weeks', () => {
    const model = activityChartModel(weeks, 'en-IN')
    expect(model.totalRounds).toBe(10)
    expect(model.busiest?.weekStart).toBe('2025-11-24')
  })

  it('draws no bar and names no busiest week when nothing was played', () => {
    const empty = weeks.map((week) => ({ ...week, rounds: 0, points: 0 }))
    const model = activityChartModel(empty, 'en-IN')
    expect(model.busiest).toBeNull()
    expect(model.totalRounds).toBe(0)
    expect(model.bars.every((bar) => bar.height === 0)).toBe(true)
  })
})
