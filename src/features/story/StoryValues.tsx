import { Flame, Flower2, HeartHandshake, Shield } from '@/components/icons'
import * as storyModule from '@/data/story'
import type { StoryValueIcon } from '@/data/story'
import { teluguTwin } from '@/lib/i18n/edition'
import { storyText } from '@/lib/i18n/story'

const ICONS: Record<StoryValueIcon, typeof Shield> = {
  courage: Flame,
  purity: Flower2,
  protection: Shield,
  sacrifice: HeartHandshake,
}

const storyContent = teluguTwin(storyModule, () => import('@/data/te/story'))

/** Courage, Purity, Protection, Sacrifice. */
export function StoryValues() {
  const { storyValues } = storyContent()
  return (
    <section
      aria-labelledby="values-heading"
      className="mx-auto max-w-5xl px-4"
    >
      <h2 id="values-heading" className="text-3xl sm:text-4xl">
        {storyText('story.values.heading')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {storyValues.map((value) => {
          const Icon = ICONS[value.icon]
          return (
            <li
              key={value.name}
              className="rounded-3xl border border-cream-300 bg-white p-5 shadow-card"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-saffron-100 text-saffron-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-3 text-xl">{value.name}</h3>
              <p className="mt-2 text-ink-muted">{value.description}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
