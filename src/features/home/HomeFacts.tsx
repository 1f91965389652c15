import * as homeStatsModule from '@/data/homeStats'
import { teluguTwin } from '@/lib/i18n/edition'
import { homeText } from '@/lib/i18n/home'

const homeStatsContent = teluguTwin(
  homeStatsModule,
  () => import('@/data/te/homeStats'),
)

/**
 * Statistics and definitions in plain sentences, visually hidden: for screen
 * readers and search engines (spec section 2, "Hidden text blocks").
 */
export function HomeFacts() {
  const { homeDefinitions, homeStatistics } = homeStatsContent()
  return (
    <div className="sr-only">
      <section aria-labelledby="home-statistics">
        <h2 id="home-statistics">{homeText('home.facts.statistics')}</h2>
        <ul>
          {homeStatistics.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-definitions">
        <h2 id="home-definitions">{homeText('home.facts.definitions')}</h2>
        <dl>
          {homeDefinitions.map((definition) => (
            <div key={definition.term}>
              <dt>{definition.term}</dt>
              <dd>{definition.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
