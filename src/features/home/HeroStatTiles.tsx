import * as homeStatsModule from '@/data/homeStats'
import { teluguTwin } from '@/lib/i18n/edition'
import { homeText } from '@/lib/i18n/home'

const homeStatsContent = teluguTwin(
  homeStatsModule,
  () => import('@/data/te/homeStats'),
)

/** The four number tiles under the highlight cards. */
export function HeroStatTiles() {
  const { heroStats } = homeStatsContent()
  return (
    <section aria-labelledby="hero-stats-heading" className="mt-10">
      <h2 id="hero-stats-heading" className="sr-only">
        {homeText('home.stats')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {heroStats.map((stat) => (
          <li
            key={stat.label}
            className="rounded-2xl border border-gold-300 bg-white/80 px-3 py-4 text-center"
          >
            <span className="block font-display text-3xl font-bold text-maroon-700">
              {stat.value}
            </span>
            <span className="mt-1 block text-sm font-semibold text-ink-muted">
              {stat.label}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
