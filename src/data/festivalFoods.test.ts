import { describe, expect, it } from 'vitest'

import { festivalFoods } from './festivalFoods'
import { festivals } from './festivals'
import { recipes } from './traditions'

/** Everything the site says about its festivals and recipes, as one text. */
const siteText = [
  ...festivals.flatMap((f) => [
    f.name,
    f.description,
    f.significance,
    ...f.traditions,
  ]),
  ...recipes.flatMap((r) => [r.name, r.subtitle, r.description]),
]
  .join(' ')
  .toLowerCase()

describe('festival foods', () => {
  it('are foods the site already names, each at the festival it names', () => {
    for (const food of festivalFoods) {
      expect(siteText).toContain(food.name.toLowerCase())
      const festival = festivals.find((f) => f.id === food.festival)
      expect(festival).toBeDefined()
      const name = festival?.name.split(/[ /(]/)[0] ?? ''
      expect(food.about.includes(name) || food.id === 'ugadi-pachadi').toBe(
        true,
      )
    }
  })

  it('have distinct names and descriptions', () => {
    for (const side of ['id', 'name', 'about'] as const) {
      expect(new Set(festivalFoods.map((f) => f[side])).size).toBe(
        festivalFoods.length,
      )
    }
  })
})
