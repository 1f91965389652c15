import { Card, CardTitle } from '@/components/ui/Card'
import * as gotraGuideModule from '@/data/gotraGuide'
import { teluguTwin } from '@/lib/i18n/edition'
import { gotrasText } from '@/lib/i18n/gotras'

import { GotraSection } from './GotraSection'

const gotraGuideContent = teluguTwin(
  gotraGuideModule,
  () => import('@/data/te/gotraGuide'),
)

/** What a gotra is, told for children and, in more detail, for adults. */
export function WhatIsAGotra() {
  const { whatIsAGotraForAdults, whatIsAGotraForKids } = gotraGuideContent()
  return (
    <GotraSection
      id="what-is-a-gotra"
      title={gotrasText('gotras.whatIs.heading')}
      className="bg-cream-200/60"
    >
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Card tone="saffron">
          <CardTitle>{gotrasText('gotras.whatIs.kids')}</CardTitle>
          {whatIsAGotraForKids.map((text) => (
            <p key={text} className="mt-3 text-lg">
              {text}
            </p>
          ))}
        </Card>
        <Card>
          <CardTitle>{gotrasText('gotras.whatIs.adults')}</CardTitle>
          {whatIsAGotraForAdults.map((text) => (
            <p key={text} className="mt-3 text-ink-muted">
              {text}
            </p>
          ))}
        </Card>
      </div>
    </GotraSection>
  )
}
