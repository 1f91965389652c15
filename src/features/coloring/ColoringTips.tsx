import {
  Palette,
  Pencil,
  Sparkles,
  Sun,
  type LucideIcon,
} from '@/components/icons'
import { Card, CardDescription, CardTitle } from '@/components/ui/Card'
import type { ColoringTip, ColoringTipIcon } from '@/data/coloring'
import { coloringText } from '@/lib/i18n/coloring'

const ICONS = {
  palette: Palette,
  pencil: Pencil,
  sparkles: Sparkles,
  sun: Sun,
} as const satisfies Record<ColoringTipIcon, LucideIcon>

export function ColoringTips({ tips }: { tips: readonly ColoringTip[] }) {
  return (
    <section
      aria-labelledby="coloring-tips-heading"
      className="bg-cream-200/60 px-4 py-16"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="coloring-tips-heading" className="text-3xl">
          {coloringText('coloring.tips.heading')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tips.map((tip) => {
            const Icon = ICONS[tip.icon]
            return (
              <li key={tip.title}>
                <Card padding="snug" className="h-full">
                  <Icon
                    aria-hidden="true"
                    className="size-8 text-saffron-700"
                  />
                  <CardTitle size="sm" className="mt-3">
                    {tip.title}
                  </CardTitle>
                  <CardDescription>{tip.tip}</CardDescription>
                </Card>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
