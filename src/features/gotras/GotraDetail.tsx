import { Link } from 'react-router-dom'

import { BookOpen, Heart, Home, Users } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import { Card, CardTitle } from '@/components/ui/Card'
import * as gotraGuideModule from '@/data/gotraGuide'
import type { Gotra } from '@/data/gotras'
import { teluguTwin } from '@/lib/i18n/edition'
import { gotrasText } from '@/lib/i18n/gotras'
import { paths } from '@/lib/paths'

import { gotrasContent } from './gotraContent'

const gotraGuideContent = teluguTwin(
  gotraGuideModule,
  () => import('@/data/te/gotraGuide'),
)

type GotraDetailProps = { gotra: Gotra }

/**
 * The body of a gotra's page: sage, story, pravara, family names, why special.
 * The cards sit right under the page's h1, so their titles are h2.
 */
export function GotraDetail({ gotra }: GotraDetailProps) {
  const { whyGotraIsSpecial, whyGotraIsSpecialWithoutSage } =
    gotraGuideContent()
  // A gotra whose sage our sources do not name is not told it has one.
  const hasSage = gotra.greatSage !== gotrasContent().SAGE_NOT_IDENTIFIED
  const whySpecial = hasSage
    ? whyGotraIsSpecial
    : [whyGotraIsSpecialWithoutSage, ...whyGotraIsSpecial.slice(1)]
  // The edition's own constant: the Telugu list says it in Telugu.
  const hasPravara = gotra.pravara !== gotrasContent().PRAVARA_NOT_LISTED
  const sage = gotra.greatSage.split(' (')[0] ?? gotra.greatSage
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 pb-16">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Card>
          <dt className="font-bold text-ink-muted">
            {gotrasText('gotras.page.rishi')}
          </dt>
          <dd className="mt-1 font-display text-2xl font-bold tracking-wide text-maroon-800">
            {gotra.rishi}
          </dd>
        </Card>
        <Card>
          <dt className="font-bold text-ink-muted">
            {gotrasText('gotras.page.greatSage')}
          </dt>
          <dd className="mt-1 font-display text-2xl font-bold text-maroon-800">
            {gotra.greatSage}
          </dd>
        </Card>
      </dl>
      <Card tone="saffron">
        <CardTitle as="h2" size="lg" className="flex items-center gap-2">
          <BookOpen aria-hidden="true" className="size-6" />
          {gotrasText('gotras.page.story')}
        </CardTitle>
        <p className="mt-3 text-lg">{gotra.storyForKids}</p>
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardTitle as="h2" size="lg">
            {gotrasText('gotras.page.pravara')}
          </CardTitle>
          <p className="mt-3 text-lg font-semibold">{gotra.pravara}</p>
          <p className="mt-2 text-sm text-ink-muted">
            {hasPravara
              ? gotrasText('gotras.page.pravaraListedNote', { sage })
              : gotrasText('gotras.page.pravaraMissingNote')}
          </p>
        </Card>
        <Card>
          <CardTitle as="h2" size="lg" className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-6" />
            {gotrasText('gotras.page.familyNames')}
          </CardTitle>
          {gotra.familyNames.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2">
              {gotra.familyNames.map((name) => (
                <li
                  key={name}
                  className="rounded-full bg-gold-100 px-3 py-0.5 text-sm font-bold tracking-wide text-gold-900"
                >
                  {name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3">{gotrasText('gotras.page.noFamilyNames')}</p>
          )}
          <p className="mt-3 text-sm text-ink-muted">
            {gotrasText('gotras.page.familyNamesNote')}
          </p>
        </Card>
      </div>
      <Card tone="maroon">
        <CardTitle as="h2" size="lg" className="flex items-center gap-2">
          <Heart aria-hidden="true" className="size-6" />
          {gotrasText('gotras.page.whySpecial')}
        </CardTitle>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          {whySpecial.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </Card>
      <nav
        aria-label={gotrasText('gotras.page.explore')}
        className="flex flex-wrap gap-3"
      >
        <Link to={paths.gotras.getHref()} className={buttonVariants()}>
          {gotrasText('gotras.page.allGotras')}
        </Link>
        <Link
          to={paths.vasaviStory.getHref()}
          className={buttonVariants({ variant: 'secondary' })}
        >
          {gotrasText('gotras.page.vasaviStory')}
        </Link>
        <Link
          to={paths.home.getHref()}
          className={buttonVariants({ variant: 'outline' })}
        >
          <Home aria-hidden="true" />
          {gotrasText('gotras.page.home')}
        </Link>
      </nav>
    </div>
  )
}
