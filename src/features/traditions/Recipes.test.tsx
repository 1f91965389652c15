import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { recipes } from '@/data/traditions'
import { renderWithProviders } from '@/test/render'

import { Recipes } from './Recipes'

describe('Recipes', () => {
  it.each(recipes.map((recipe) => [recipe.name, recipe] as const))(
    'shows %s with ingredients, numbered steps and grown-up badges',
    (name, recipe) => {
      renderWithProviders(<Recipes />)
      const card = screen.getByRole('article', { name })
      expect(within(card).getByText(recipe.subtitle)).toBeInTheDocument()
      const [ingredients, steps] = within(card).getAllByRole('list')
      expect(within(ingredients ?? card).getAllByRole('listitem')).toHaveLength(
        recipe.ingredients.length,
      )
      expect(steps?.tagName).toBe('OL')
      expect(within(steps ?? card).getAllByRole('listitem')).toHaveLength(
        recipe.steps.length,
      )
      const marked = recipe.steps.filter((step) => step.grownUp !== null)
      expect(within(card).getAllByText(/^Grown-up needed/)).toHaveLength(
        marked.length,
      )
    },
  )
})
