import type { StatCard } from '@/data/timeline'

type StatCardGridProps = { stats: readonly StatCard[]; label: string }

/** A row of big-number cards with an optional honest footnote each. */
export function StatCardGrid({ stats, label }: StatCardGridProps) {
  return (
    <ul aria-label={label} className="mt-12 grid gap-5 md:grid-cols-3">
      {stats.map((stat) => (
        <li
          key={stat.value}
          className="rounded-3xl bg-maroon-700 p-6 text-center text-white shadow-card"
        >
          <span className="block font-display text-4xl font-bold">
            {stat.value}
          </span>
          <span className="mt-2 block font-semibold">{stat.label}</span>
          {stat.note ? (
            <span className="mt-3 block text-sm text-maroon-50">
              {stat.note}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
