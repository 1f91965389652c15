import { Link } from 'react-router-dom'

import type { LucideIcon } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { homeText } from '@/lib/i18n/home'
import { paths } from '@/lib/paths'

import type { Highlight, HighlightSection } from './highlights'

type HighlightCardProps = {
  title: string
  icon: LucideIcon
  /** `null` before the date is known (server render, hydration). */
  highlight: Highlight | null
  section: HighlightSection
}

/**
 * One of the three date-driven cards of the hero. The body keeps a fixed
 * height, so the placeholder and the real text take the same space.
 */
export function HighlightCard({
  title,
  icon: Icon,
  highlight,
  section,
}: HighlightCardProps) {
  return (
    <Card padding="snug" className="flex flex-col text-left">
      <h3 className="flex items-center gap-2 text-lg text-maroon-800">
        <Icon aria-hidden="true" className="size-6 shrink-0 text-saffron-700" />
        {title}
      </h3>
      {/* The same three lines with or without a date, so the page can fill
          them in before the app starts (fillHighlights.ts) and hydrate
          against that. Before, they are empty and a placeholder lies over
          them; it goes without moving anything. */}
      <div className="relative mt-3 min-h-40 flex-1" data-highlight={section}>
        {highlight ? null : (
          <div
            aria-hidden="true"
            data-placeholder=""
            className="absolute inset-x-0 top-0 space-y-3 pt-1"
          >
            <div className="h-6 w-3/4 rounded-full bg-cream-200" />
            <div className="h-4 w-full rounded-full bg-cream-200" />
            <div className="h-4 w-2/3 rounded-full bg-cream-200" />
          </div>
        )}
        <p
          data-part="heading"
          className="font-display text-xl font-bold text-ink"
        >
          {highlight?.heading}
        </p>
        <p data-part="text" className="mt-1 text-ink-muted">
          {highlight?.text}
        </p>
        <p data-part="meta" className="mt-2 text-sm text-ink-muted">
          {highlight?.meta}
        </p>
      </div>
      <Link
        to={paths.homeSection.getHref(section)}
        className={buttonVariants({
          variant: 'outline',
          size: 'sm',
          className: 'mt-4 self-start',
        })}
      >
        {homeText('home.learnMore')}
        <span className="sr-only">{` ${homeText('home.learnMoreAbout', { topic: title })}`}</span>
      </Link>
    </Card>
  )
}
