import { Badge } from '@/components/ui/Badge'
import { Card, CardDescription, CardTitle } from '@/components/ui/Card'
import * as gotraTypesModule from '@/data/gotraTypes'
import { teluguTwin } from '@/lib/i18n/edition'
import { gotrasText } from '@/lib/i18n/gotras'

import { GotraSection } from './GotraSection'

const gotraTypesContent = teluguTwin(
  gotraTypesModule,
  () => import('@/data/te/gotraTypes'),
)

/** The four kinds of gotra, with their counts (7, 28, 45, 22). */
export function GotraTypeCards() {
  const { GOTRA_TYPES_NOTE, gotraTypes } = gotraTypesContent()
  return (
    <GotraSection id="gotra-types" title={gotrasText('gotras.types.heading')}>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {gotraTypes.map((type) => (
          <li key={type.name}>
            <Card className="h-full">
              <Badge variant="saffron">
                {gotrasText.count('gotras.types.count', type.count)}
              </Badge>
              <CardTitle className="mt-3">{type.name}</CardTitle>
              <CardDescription>{type.description}</CardDescription>
              <p className="mt-3 text-sm font-bold text-ink-muted">
                {gotrasText('gotras.types.examples')}
              </p>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {type.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
              <p className="mt-3 text-sm text-maroon-800">
                {type.significance}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-ink-muted">
        {GOTRA_TYPES_NOTE}
      </p>
    </GotraSection>
  )
}
