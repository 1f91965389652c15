import * as gotraGuideModule from '@/data/gotraGuide'
import { teluguTwin } from '@/lib/i18n/edition'
import { gotrasText } from '@/lib/i18n/gotras'

import { GotraSection } from './GotraSection'

const gotraGuideContent = teluguTwin(
  gotraGuideModule,
  () => import('@/data/te/gotraGuide'),
)

/** 102 gotras, 3000+ years, unlimited stories. */
export function GotraFactsPanel() {
  const { gotraFacts } = gotraGuideContent()
  return (
    <GotraSection id="gotra-facts" title={gotrasText('gotras.facts.heading')}>
      <dl className="mt-6 grid gap-4 rounded-3xl bg-maroon-700 p-6 text-white sm:grid-cols-3">
        {gotraFacts.map((fact) => (
          <div key={fact.value} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-cream-100">{fact.label}</dt>
            <dd className="font-display text-4xl font-bold text-gold-200">
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </GotraSection>
  )
}
