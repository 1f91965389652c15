import type { Recipe, RecipeStep } from '@/data/traditions'
import { traditionsText } from '@/lib/i18n/traditions'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { siteConfig } from '@/lib/siteConfig'
import { absoluteUrl } from '@/lib/sitemap'

/**
 * Structured data of /traditions: each recipe as a schema.org Recipe and as a
 * HowTo (the spec asks for both), sharing the same ingredients and steps. A
 * step that needs a grown-up says so in its text.
 */

const GROWN_UP_NOTE = {
  heat: 'traditions.jsonLd.grownUp.heat',
  sharp: 'traditions.jsonLd.grownUp.sharp',
} as const satisfies Record<NonNullable<RecipeStep['grownUp']>, string>

function stepText(step: RecipeStep): string {
  return step.grownUp
    ? `${step.text} ${traditionsText(GROWN_UP_NOTE[step.grownUp])}`
    : step.text
}

function howToSteps(recipe: Recipe, pageUrl: string) {
  return recipe.steps.map((step, index) => ({
    '@type': 'HowToStep',
    position: index + 1,
    text: stepText(step),
    url: `${pageUrl}#recipe-${recipe.id}`,
  }))
}

export function recipeNode(
  siteUrl: string,
  path: string,
  recipe: Recipe,
  language = 'en',
): JsonLdNode {
  const url = absoluteUrl(siteUrl, path)
  return {
    '@type': 'Recipe',
    '@id': `${url}#recipe-${recipe.id}`,
    name: recipe.name,
    alternativeHeadline: recipe.subtitle,
    description: recipe.description,
    image: absoluteUrl(siteUrl, siteConfig.ogImagePath),
    author: { '@id': `${absoluteUrl(siteUrl, '/')}#organization` },
    inLanguage: language,
    recipeCategory: recipe.category,
    recipeCuisine: 'Telugu',
    recipeYield: recipe.yield,
    keywords: [recipe.name, ...recipe.festivals].join(', '),
    recipeIngredient: [...recipe.ingredients],
    recipeInstructions: howToSteps(recipe, url),
  }
}

export function howToNode(
  siteUrl: string,
  path: string,
  recipe: Recipe,
  language = 'en',
): JsonLdNode {
  const url = absoluteUrl(siteUrl, path)
  return {
    '@type': 'HowTo',
    '@id': `${url}#howto-${recipe.id}`,
    name: traditionsText('traditions.jsonLd.howTo', { name: recipe.name }),
    description: recipe.description,
    inLanguage: language,
    yield: recipe.yield,
    supply: recipe.ingredients.map((name) => ({
      '@type': 'HowToSupply',
      name,
    })),
    step: howToSteps(recipe, url),
    about: { '@id': `${url}#recipe-${recipe.id}` },
  }
}

/**
 * A Recipe and a HowTo node for every recipe, in page order, in the page's
 * language (`en` or `te`).
 */
export function traditionsJsonLd(
  siteUrl: string,
  path: string,
  recipes: readonly Recipe[],
  language = 'en',
): JsonLdNode[] {
  return recipes.flatMap((recipe) => [
    recipeNode(siteUrl, path, recipe, language),
    howToNode(siteUrl, path, recipe, language),
  ])
}
