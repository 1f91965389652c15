import * as traditionsModule from '@/data/traditions'
import { teluguTwin } from '@/lib/i18n/edition'
import { traditionsText } from '@/lib/i18n/traditions'

import { RecipeCard } from './RecipeCard'

const traditionsContent = teluguTwin(
  traditionsModule,
  () => import('@/data/te/traditions'),
)

export function Recipes() {
  const { recipes } = traditionsContent()
  return (
    <section
      aria-labelledby="recipes-heading"
      className="mx-auto max-w-5xl px-4"
    >
      <h2 id="recipes-heading" className="text-3xl sm:text-4xl">
        {traditionsText('traditions.recipes.heading')}
      </h2>
      <p className="mt-3 text-lg text-ink-muted">
        {traditionsText('traditions.recipes.intro')}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {recipes.map((recipe) => (
          <RecipeCard key={recipe.id} recipe={recipe} />
        ))}
      </div>
    </section>
  )
}
