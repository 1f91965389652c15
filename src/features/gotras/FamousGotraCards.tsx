import { Link } from 'react-router-dom'

import { ArrowRight, Star } from '@/components/icons'
import { Card, CardDescription, CardTitle } from '@/components/ui/Card'
import * as gotraGuideModule from '@/data/gotraGuide'
import { teluguTwin } from '@/lib/i18n/edition'
import { gotrasText } from '@/lib/i18n/gotras'
import { paths } from '@/lib/paths'

import { gotrasContent } from './gotraContent'
import { GotraSection } from './GotraSection'

const gotraGuideContent = teluguTwin(
  gotraGuideModule,
  () => import('@/data/te/gotraGuide'),
)

/** Three famous gotras, each linking to its page. */
export function FamousGotraCards() {
  const { famousGotras } = gotraGuideContent()
  const { findGotra } = gotrasContent()
  return (
    <GotraSection
      id="famous-gotras"
      title={gotrasText('gotras.famous.heading')}
      className="bg-cream-200/60"
    >
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {famousGotras.map((card) => {
          const name = findGotra(card.gotraId)?.name ?? card.gotraId
          return (
            <li key={card.gotraId}>
              <Card className="h-full">
                <Star
                  aria-hidden="true"
                  className="size-8 fill-gold-400 text-gold-700"
                />
                <CardTitle className="mt-2">{card.title}</CardTitle>
                <CardDescription>{card.fact}</CardDescription>
                <Link
                  to={paths.gotra.getHref(card.gotraId)}
                  className="mt-3 inline-flex min-h-touch items-center gap-1 font-semibold text-maroon-700 underline underline-offset-4 hover:text-maroon-900"
                >
                  {gotrasText('gotras.famous.visit', { name })}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </Card>
            </li>
          )
        })}
      </ul>
    </GotraSection>
  )
}
