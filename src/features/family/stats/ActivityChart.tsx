import { statsLocale, familyStatsText, tCount } from '@/lib/i18n/familyStats'

import { activityChartModel, CHART_BOX } from './activityChartModel'
import type { WeekActivity } from './weeklyActivity'

type ActivityChartProps = {
  /** Oldest first, as `weeklyActivity` gives them. */
  weeks: readonly WeekActivity[]
  className?: string
}

/**
 * Rounds played each week as bars, each with its number above it and its
 * Monday below it, so nothing hides in a tooltip. Screen readers get a
 * one-sentence summary (the image's name) and a table of every week with
 * its rounds and points. The drawing scales to its container's width.
 */
export function ActivityChart({ weeks, className }: ActivityChartProps) {
  const locale = statsLocale()
  const { bars, totalRounds, busiest } = activityChartModel(weeks, locale)
  const number = new Intl.NumberFormat(locale)
  const count = weeks.length
  const summary = busiest
    ? tCount('familyStats.chart.summary', count, {
        total: tCount('familyStats.rounds', totalRounds),
        week: busiest.label,
        busiest: tCount('familyStats.rounds', busiest.rounds),
      })
    : tCount('familyStats.chart.summaryNone', count)

  return (
    <div className={className}>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
        className="block h-auto w-full max-w-md"
      >
        <line
          x1={0}
          x2={CHART_BOX.width}
          y1={CHART_BOX.baseline + 0.5}
          y2={CHART_BOX.baseline + 0.5}
          className="stroke-ink-muted"
          strokeWidth={1}
        />
        {bars.map((bar) => (
          <g key={bar.weekStart} textAnchor="middle">
            {bar.height > 0 ? (
              <rect
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={3}
                className="fill-maroon-600"
              />
            ) : null}
            <text
              x={bar.centre}
              y={bar.y - 5}
              fontSize={12}
              fontWeight={700}
              className="fill-ink"
            >
              {number.format(bar.rounds)}
            </text>
            <text
              x={bar.centre}
              y={CHART_BOX.baseline + 16}
              fontSize={12}
              className="fill-ink-muted"
            >
              {bar.day}
            </text>
            <text
              x={bar.centre}
              y={CHART_BOX.baseline + 30}
              fontSize={11}
              className="fill-ink-muted"
            >
              {bar.month}
            </text>
          </g>
        ))}
      </svg>
      {/* sr-only on the wrapper: a table grows past a 1 px width and
          would widen the page on a phone. */}
      <div className="sr-only">
        <table>
          <caption>{tCount('familyStats.chart.caption', count)}</caption>
          <thead>
            <tr>
              <th scope="col">{familyStatsText('familyStats.chart.week')}</th>
              <th scope="col">{familyStatsText('familyStats.chart.rounds')}</th>
              <th scope="col">{familyStatsText('familyStats.chart.points')}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.weekStart}>
                <th scope="row">{bar.label}</th>
                <td>{number.format(bar.rounds)}</td>
                <td>{number.format(bar.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
