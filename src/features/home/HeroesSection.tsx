import {
  Eye,
  HandHeart,
  Quote,
  Shield,
  Sparkles,
  Sprout,
} from '@/components/icons'
import type { LucideIcon } from '@/components/icons'
import * as heroesModule from '@/data/heroes'
import type { HeroValue } from '@/data/heroes'
import { teluguTwin } from '@/lib/i18n/edition'
import { homeText } from '@/lib/i18n/home'

import { HeroCard } from './HeroCard'

const heroesContent = teluguTwin(heroesModule, () => import('@/data/te/heroes'))

const VALUE_ICONS: Record<HeroValue['name'], LucideIcon> = {
  Sacrifice: HandHeart,
  Vision: Eye,
  Courage: Shield,
  Service: Sprout,
}

/** Three hero cards, the inspiration banner, a quote and four values. */
export function HeroesSection() {
  const {
    heroes,
    heroInspiration,
    heroValueNames,
    heroValues,
    specialRecognition,
  } = heroesContent()
  return (
    <>
      <div className="mt-12 grid gap-6 lg:grid-cols-3">
        {heroes.map((hero) => (
          <HeroCard key={hero.name} hero={hero} />
        ))}
      </div>
      <div className="mt-10 rounded-3xl bg-maroon-700 p-6 text-center text-white sm:p-10">
        <h3 className="flex items-center justify-center gap-2 text-2xl text-white">
          <Sparkles aria-hidden="true" className="size-7 text-gold-300" />
          {heroInspiration.title}
        </h3>
        <p className="mx-auto mt-3 max-w-2xl text-lg">{heroInspiration.text}</p>
      </div>
      <figure className="mx-auto mt-10 max-w-3xl rounded-3xl border-2 border-gold-400 bg-white p-6 sm:p-8">
        <h3 className="text-xl">{homeText('home.heroes.recognition')}</h3>
        <blockquote className="mt-3 flex gap-3 font-display text-xl text-ink sm:text-2xl">
          <Quote
            aria-hidden="true"
            className="size-8 shrink-0 text-saffron-700"
          />
          <p>{specialRecognition.quote}</p>
        </blockquote>
        <figcaption className="mt-3 text-right text-ink-muted">
          — {specialRecognition.author}, {specialRecognition.context}
        </figcaption>
      </figure>
      <h3 className="mt-12 text-center text-2xl">
        {homeText('home.heroes.values')}
      </h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {heroValues.map((value) => {
          const Icon = VALUE_ICONS[value.name]
          return (
            <li
              key={value.name}
              className="rounded-3xl bg-white p-5 text-center shadow-card"
            >
              <Icon
                aria-hidden="true"
                className="mx-auto size-9 text-maroon-700"
              />
              <h4 className="mt-2 text-xl">{heroValueNames[value.name]}</h4>
              <p className="mt-1 text-ink-muted">{value.description}</p>
            </li>
          )
        })}
      </ul>
    </>
  )
}
