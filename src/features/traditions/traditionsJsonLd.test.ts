import { describe, expect, it } from 'vitest'

import { recipes as teluguRecipes } from '@/data/te/traditions'
import { recipes } from '@/data/traditions'
import { jsonLdGraph, serializeJsonLd } from '@/lib/seo/jsonLd'
import { showTelugu } from '@/test/telugu'

import { traditionsJsonLd } from './traditionsJsonLd'

type Step = { '@type': string; position: number; text: string }
type Node = {
  '@type': string
  '@id': string
  name: string
  recipeIngredient?: string[]
  recipeInstructions?: Step[]
  supply?: { '@type': string; name: string }[]
  step?: Step[]
}

/** The nodes as a crawler reads them: serialised, then parsed back. */
function parsedGraph(): Node[] {
  const text = serializeJsonLd(
    jsonLdGraph(
      traditionsJsonLd('https://example.org', '/traditions', recipes),
    ),
  )
  return (JSON.parse(text) as { '@graph': Node[] })['@graph']
}

describe('traditionsJsonLd', () => {
  it('gives a Recipe and a HowTo for each recipe', () => {
    expect(parsedGraph().map((node) => [node['@type'], node.name])).toEqual([
      ['Recipe', 'Pulihora'],
      ['HowTo', 'How to make Pulihora with a grown-up'],
      ['Recipe', 'Bobbatlu'],
      ['HowTo', 'How to make Bobbatlu with a grown-up'],
    ])
  })

  it.each(
    recipes.map((recipe, index) => [recipe.name, recipe, index] as const),
  )(
    'carries the ingredients and numbered steps of %s',
    (_name, recipe, index) => {
      const graph = parsedGraph()
      const recipeData = graph[index * 2]
      const howTo = graph[index * 2 + 1]
      expect(recipeData?.['@id']).toBe(
        `https://example.org/traditions#recipe-${recipe.id}`,
      )
      expect(recipeData?.recipeIngredient).toEqual(recipe.ingredients)
      expect(howTo?.supply?.map((supply) => supply.name)).toEqual(
        recipe.ingredients,
      )
      for (const steps of [recipeData?.recipeInstructions, howTo?.step]) {
        expect(steps?.map((step) => step.position)).toEqual(
          recipe.steps.map((_step, position) => position + 1),
        )
        expect(steps?.map((step) => step['@type'])).toEqual(
          recipe.steps.map(() => 'HowToStep'),
        )
        expect(steps?.map((step) => step.text)).toEqual(
          recipe.steps.map(
            (step) => expect.stringContaining(step.text) as unknown as string,
          ),
        )
      }
    },
  )

  it('says in the step text when a grown-up is needed', () => {
    const [pulihora] = parsedGraph()
    const heated = pulihora?.recipeInstructions?.filter((step) =>
      step.text.includes('A grown-up does this step (hot stove).'),
    )
    expect(heated).toHaveLength(
      recipes[0]?.steps.filter((step) => step.grownUp === 'heat').length ?? -1,
    )
  })
})

describe('traditionsJsonLd in Telugu', () => {
  it('names the recipes, notes and language in Telugu', async () => {
    await showTelugu()
    const graph = traditionsJsonLd(
      'https://example.org',
      '/te/traditions',
      teluguRecipes,
      'te',
    )
    const [recipe, howTo] = graph
    expect(recipe).toMatchObject({
      '@id': 'https://example.org/te/traditions#recipe-pulihora',
      name: teluguRecipes[0]?.name,
      inLanguage: 'te',
    })
    expect(howTo?.name).toBe(`పెద్దవారితో కలిసి ${teluguRecipes[0]?.name} ఎలా చేయాలి`)
    expect(JSON.stringify(recipe)).toContain('ఈ పని పెద్దవారు చేస్తారు (వేడి పొయ్యి).')
    expect(JSON.stringify(graph)).not.toContain('grown-up')
  })
})
