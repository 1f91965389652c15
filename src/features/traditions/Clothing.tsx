import { Shirt, Sparkles } from '@/components/icons'
import * as traditionsModule from '@/data/traditions'
import type { ClothingItem } from '@/data/traditions'
import { teluguTwin } from '@/lib/i18n/edition'
import { traditionsText } from '@/lib/i18n/traditions'

const ICONS: Record<ClothingItem['icon'], typeof Shirt> = {
  skirt: Sparkles,
  saree: Sparkles,
  dhoti: Shirt,
  shirt: Shirt,
}

const traditionsContent = teluguTwin(
  traditionsModule,
  () => import('@/data/te/traditions'),
)

/** Traditional clothing for girls and women, and for boys and men. */
export function Clothing() {
  const { clothingGroups } = traditionsContent()
  return (
    <section
      aria-labelledby="clothing-heading"
      className="mx-auto max-w-5xl px-4"
    >
      <h2 id="clothing-heading" className="text-3xl sm:text-4xl">
        {traditionsText('traditions.clothing.heading')}
      </h2>
      <p className="mt-3 text-lg text-ink-muted">
        {traditionsText('traditions.clothing.intro')}
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {clothingGroups.map((group) => (
          <div key={group.id} className="rounded-3xl bg-cream-200 p-6">
            <h3 className="text-2xl">{group.title}</h3>
            <ul className="mt-4 space-y-4">
              {group.items.map((item) => {
                const Icon = ICONS[item.icon]
                return (
                  <li
                    key={item.name}
                    className="flex gap-3 rounded-2xl bg-white p-4 shadow-card"
                  >
                    <Icon
                      aria-hidden="true"
                      className="mt-1 size-6 shrink-0 text-saffron-700"
                    />
                    <div>
                      <h4 className="text-lg">{item.name}</h4>
                      <p className="mt-1">{item.description}</p>
                      <p className="mt-1 text-sm text-ink-muted">
                        <span className="font-bold">
                          {traditionsText('traditions.clothing.occasion')}:
                        </span>{' '}
                        {item.occasion}
                      </p>
                    </div>
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}
