import { describe, expect, it } from 'vitest'

import { clothingGroups, coreValues, recipes } from './traditions'

const TELUGU_SCRIPT = /^[\u0C00-\u0C7F\s.,!?/]+$/u

describe('recipes', () => {
  it('are Pulihora and Bobbatlu', () => {
    expect(recipes.map((recipe) => recipe.name)).toEqual([
      'Pulihora',
      'Bobbatlu',
    ])
  })

  it.each(recipes.map((r) => [r.name, r] as const))(
    '%s has a subtitle, a description, ingredients and steps',
    (_name, recipe) => {
      expect(recipe.subtitle).not.toBe('')
      expect(recipe.description).not.toBe('')
      expect(recipe.ingredients.length).toBeGreaterThanOrEqual(5)
      expect(recipe.steps.length).toBeGreaterThanOrEqual(5)
    },
  )

  it('marks every step with heat or a blade as needing a grown-up', () => {
    const risky =
      /\b(heat|hot|pan|tawa|cook|bubble|knife|cut|chop|grinds?|mixer)\b/i
    for (const step of recipes.flatMap((recipe) => recipe.steps)) {
      expect(
        { step: step.text, marked: step.grownUp !== null },
        'a step with heat or a blade',
      ).toEqual({ step: step.text, marked: risky.test(step.text) })
    }
  })

  it('has at least one step a child can do alone in each recipe', () => {
    for (const recipe of recipes) {
      expect(recipe.steps.some((step) => step.grownUp === null)).toBe(true)
    }
  })
})

describe('clothing', () => {
  it('has girls and women, and boys and men', () => {
    expect(clothingGroups.map((group) => group.title)).toEqual([
      'Girls and women',
      'Boys and men',
    ])
  })

  it('gives every item a name, a description and an occasion', () => {
    for (const item of clothingGroups.flatMap((group) => group.items)) {
      expect(item.name).not.toBe('')
      expect(item.description).not.toBe('')
      expect(item.occasion).not.toBe('')
    }
  })
})

describe('core values', () => {
  it('are the five of the spec', () => {
    expect(coreValues.map((value) => value.name)).toEqual([
      'Dharma',
      'Nijayithi',
      'Srama',
      'Podupu',
      'Daanam',
    ])
  })

  it('each have a subtitle, a description and the word in Telugu script', () => {
    for (const value of coreValues) {
      expect(value.subtitle).not.toBe('')
      expect(value.description).not.toBe('')
      expect(value.script).toMatch(TELUGU_SCRIPT)
    }
  })
})
