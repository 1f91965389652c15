import { formatWeekStart } from './formatStats'
import type { WeekActivity } from './weeklyActivity'

/**
 * The chart's drawing box. Narrow enough that its 12-unit text stays about
 * 11 px on a 320 px phone (the SVG scales to the card's width), and the
 * component caps its width so the text does not balloon on a desktop.
 */
export const CHART_BOX = {
  width: 280,
  height: 150,
  /** Room above the tallest bar for its value. */
  top: 20,
  /** The bars stand on this line; the week labels sit below it. */
  baseline: 112,
  barWidth: 22,
} as const

export type ChartBar = WeekActivity & {
  x: number
  y: number
  width: number
  height: number
  /** The horizontal middle of the bar, for its labels. */
  centre: number
  day: string
  month: string
  /** "17 Nov". */
  label: string
}

export type ActivityChartModel = {
  bars: ChartBar[]
  totalRounds: number
  /** The week with the most rounds (the latest of a tie); null if none. */
  busiest: ChartBar | null
}

/** Where each week's bar goes, scaled to the busiest week. */
export function activityChartModel(
  weeks: readonly WeekActivity[],
  locale: string,
): ActivityChartModel {
  const slot = CHART_BOX.width / Math.max(weeks.length, 1)
  const width = Math.min(CHART_BOX.barWidth, slot * 0.7)
  const most = Math.max(1, ...weeks.map((week) => week.rounds))
  const plot = CHART_BOX.baseline - CHART_BOX.top

  const bars = weeks.map((week, i) => {
    const height = (week.rounds / most) * plot
    const centre = slot * i + slot / 2
    return {
      ...week,
      x: centre - width / 2,
      y: CHART_BOX.baseline - height,
      width,
      height,
      centre,
      ...formatWeekStart(week.weekStart, locale),
    }
  })
  const busiest = bars.reduce<ChartBar | null>(
    (best, bar) =>
      bar.rounds > 0 && bar.rounds >= (best?.rounds ?? 0) ? bar : best,
    null,
  )
  const totalRounds = bars.reduce((sum, bar) => sum + bar.rounds, 0)
  return { bars, totalRounds, busiest }
}
