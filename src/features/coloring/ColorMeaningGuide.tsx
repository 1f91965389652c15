import type { ColorMeaning } from '@/data/coloring'
import { coloringText } from '@/lib/i18n/coloring'

export function ColorMeaningGuide({
  colors,
}: {
  colors: readonly ColorMeaning[]
}) {
  return (
    <section aria-labelledby="coloring-meanings-heading" className="px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="coloring-meanings-heading" className="text-3xl">
          {coloringText('coloring.meanings.heading')}
        </h2>
        <p className="mt-2 max-w-3xl text-ink-muted">
          {coloringText('coloring.meanings.intro')}
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {colors.map((c) => (
            <li
              key={c.color}
              className="flex gap-4 rounded-3xl border border-cream-300 bg-white p-5 shadow-card"
            >
              <span
                aria-hidden="true"
                className="size-14 shrink-0 rounded-full border-2 border-ink/30"
                style={{ backgroundColor: c.hex }}
              />
              <div>
                <h3 className="text-xl">{c.color}</h3>
                <dl className="mt-2 space-y-2 text-sm">
                  <div>
                    <dt className="font-bold">
                      {coloringText('coloring.meanings.meaning')}
                    </dt>
                    <dd className="text-ink-muted">{c.meaning}</dd>
                  </div>
                  <div>
                    <dt className="font-bold">
                      {coloringText('coloring.meanings.usage')}
                    </dt>
                    <dd className="text-ink-muted">{c.usage}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
