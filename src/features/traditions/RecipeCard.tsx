import { CookingPot, Wheat } from '@/components/icons'
import type { Recipe } from '@/data/traditions'
import { cn } from '@/lib/cn'
import { traditionsText } from '@/lib/i18n/traditions'

import { ACCENT_CLASSES } from './accents'
import { RecipeStepItem } from './RecipeStepItem'

const ICONS = { rice: CookingPot, flatbread: Wheat } as const

type RecipeCardProps = { recipe: Recipe }

export function RecipeCard({ recipe }: RecipeCardProps) {
  const Icon = ICONS[recipe.icon]
  const accent = ACCENT_CLASSES[recipe.accent]
  const headingId = `recipe-${recipe.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-3xl border border-cream-300 bg-white shadow-card"
    >
      <div className={cn('flex items-center gap-4 p-6', accent.band)}>
        <span
          className={cn(
            'flex size-14 shrink-0 items-center justify-center rounded-full',
            accent.icon,
          )}
        >
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <div>
          <h3 id={headingId} className="text-2xl sm:text-3xl">
            {recipe.name}
          </h3>
          <p className="font-display text-lg font-semibold text-ink-muted">
            {recipe.subtitle}
          </p>
        </div>
      </div>
      <div className="p-6">
        <p>{recipe.description}</p>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="font-bold">
              {traditionsText('traditions.recipe.festivals')}:
            </dt>
            <dd>{recipe.festivals.join(', ')}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-bold">
              {traditionsText('traditions.recipe.serves')}:
            </dt>
            <dd>{recipe.yield}</dd>
          </div>
        </dl>
        <h4 className="mt-6 text-xl">
          {traditionsText('traditions.recipe.ingredients')}
        </h4>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {recipe.ingredients.map((ingredient) => (
            <li key={ingredient}>{ingredient}</li>
          ))}
        </ul>
        <h4 className="mt-6 text-xl">
          {traditionsText('traditions.recipe.steps')}
        </h4>
        <ol className="mt-2 list-decimal space-y-3 pl-6 marker:font-bold marker:text-maroon-700">
          {recipe.steps.map((step) => (
            <RecipeStepItem key={step.text} step={step} />
          ))}
        </ol>
      </div>
    </article>
  )
}
