import {
  BadgeCheck,
  Hammer,
  HandHeart,
  PiggyBank,
  Scale,
} from '@/components/icons'
import * as traditionsModule from '@/data/traditions'
import type { CoreValue } from '@/data/traditions'
import { cn } from '@/lib/cn'
import { teluguTwin } from '@/lib/i18n/edition'
import { traditionsText } from '@/lib/i18n/traditions'

import { ACCENT_CLASSES } from './accents'

const ICONS: Record<CoreValue['icon'], typeof Scale> = {
  dharma: Scale,
  honesty: BadgeCheck,
  work: Hammer,
  saving: PiggyBank,
  giving: HandHeart,
}

const traditionsContent = teluguTwin(
  traditionsModule,
  () => import('@/data/te/traditions'),
)

/** Dharma, Nijayithi, Srama, Podupu, Daanam. */
export function CoreValues() {
  const { coreValues } = traditionsContent()
  return (
    <section
      aria-labelledby="values-heading"
      className="mx-auto max-w-5xl px-4"
    >
      <h2 id="values-heading" className="text-3xl sm:text-4xl">
        {traditionsText('traditions.values.heading')}
      </h2>
      <p className="mt-3 text-lg text-ink-muted">
        {traditionsText('traditions.values.intro')}
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {coreValues.map((value) => {
          const Icon = ICONS[value.icon]
          const accent = ACCENT_CLASSES[value.accent]
          return (
            <li
              key={value.name}
              className={cn('rounded-3xl p-5 shadow-card', accent.band)}
            >
              <span
                className={cn(
                  'flex size-12 items-center justify-center rounded-full',
                  accent.icon,
                )}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-3 text-2xl">
                {value.name}{' '}
                <span lang="te" className="text-xl font-semibold">
                  ({value.script})
                </span>
              </h3>
              <p className="font-display text-lg font-semibold text-ink">
                {value.subtitle}
              </p>
              <p className="mt-2 text-ink-muted">{value.description}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
