import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { Link } from 'react-router-dom'

import { ArrowRight, X } from '@/components/icons'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import type { Gotra } from '@/data/gotras'
import { gotrasText } from '@/lib/i18n/gotras'
import { paths } from '@/lib/paths'

import { visibleFamilyNames } from './familyNames'
import { gotrasContent } from './gotraContent'

type GotraDetailCardProps = {
  gotra: Gotra
  onClose: () => void
}

/**
 * The card of the gotra picked in the tree: a non-modal dialog that takes
 * focus when it opens; Escape or the close button closes it (the explorer
 * returns focus to where it was).
 */
export function GotraDetailCard({ gotra, onClose }: GotraDetailCardProps) {
  const headingId = useId()
  const cardRef = useRef<HTMLDivElement>(null)
  const { shown, more } = visibleFamilyNames(gotra.familyNames)

  useEffect(() => {
    cardRef.current?.focus()
  }, [gotra.id])

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog closes on Escape (WAI-ARIA dialog pattern)
    <div
      ref={cardRef}
      role="dialog"
      tabIndex={-1}
      aria-labelledby={headingId}
      onKeyDown={handleKeyDown}
      className="rounded-3xl border-2 border-saffron-400 bg-white p-5 shadow-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="pt-2 text-2xl">
          {gotrasText('gotras.card.title', { name: gotra.name })}
        </h3>
        <Button
          variant="ghost"
          size="icon"
          aria-label={gotrasText('gotras.card.close', { name: gotra.name })}
          onClick={onClose}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="font-bold text-ink-muted">
            {gotrasText('gotras.card.rishi')}
          </dt>
          <dd className="font-semibold tracking-wide">{gotra.rishi}</dd>
        </div>
        {gotra.greatSage !== gotrasContent().SAGE_NOT_IDENTIFIED ? (
          <div>
            <dt className="font-bold text-ink-muted">
              {gotrasText('gotras.card.greatSage')}
            </dt>
            <dd>{gotra.greatSage}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-bold text-ink-muted">
            {gotrasText('gotras.card.familyNames')}
          </dt>
          <dd className="mt-1 flex flex-wrap gap-1">
            {shown.length === 0
              ? gotrasText('gotras.card.noFamilyNames')
              : null}
            {shown.map((name) => (
              <Badge key={name} variant="gold">
                {name}
              </Badge>
            ))}
            {more > 0 ? (
              <Badge variant="outline">
                {gotrasText('gotras.card.more', { n: more })}
              </Badge>
            ) : null}
          </dd>
        </div>
      </dl>
      <p className="mt-3">{gotra.storyForKids}</p>
      <Link
        to={paths.gotra.getHref(gotra.id)}
        className="mt-3 inline-flex min-h-touch items-center gap-1 font-semibold text-maroon-700 underline underline-offset-4 hover:text-maroon-900"
      >
        {gotrasText('gotras.card.readMore', { name: gotra.name })}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  )
}
