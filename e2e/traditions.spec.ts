import { expect, expectNoSeriousA11yViolations, test } from './fixtures'

const TRADITIONS = '/traditions'

type Step = { '@type': string; position: number; text: string }
type Node = {
  '@type': string
  name?: string
  recipeIngredient?: string[]
  recipeInstructions?: Step[]
  supply?: { name: string }[]
  step?: Step[]
}

test('the traditions page publishes Recipe and HowTo data with ingredients and steps', async ({
  page,
}) => {
  await page.goto(TRADITIONS)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Our Traditions' }),
  ).toBeVisible()
  const text = await page
    .locator('script[type="application/ld+json"]')
    .textContent()
  const graph = (JSON.parse(text ?? '{}') as { '@graph': Node[] })['@graph']
  const recipes = graph.filter((node) => node['@type'] === 'Recipe')
  const howTos = graph.filter((node) => node['@type'] === 'HowTo')
  expect(recipes.map((node) => node.name)).toEqual(['Pulihora', 'Bobbatlu'])
  expect(howTos).toHaveLength(2)
  const [pulihora] = recipes
  expect(pulihora?.recipeIngredient).toContain('1/2 teaspoon turmeric')
  expect(pulihora?.recipeInstructions?.length).toBeGreaterThanOrEqual(5)
  expect(pulihora?.recipeInstructions?.[0]).toMatchObject({
    '@type': 'HowToStep',
    position: 1,
  })
  for (const howTo of howTos) {
    expect(howTo.supply?.length).toBeGreaterThanOrEqual(5)
    expect(howTo.step?.length).toBeGreaterThanOrEqual(5)
  }
  await expect(
    page.getByRole('article', { name: 'Pulihora' }).getByRole('listitem'),
  ).toHaveCount(
    (pulihora?.recipeIngredient?.length ?? 0) +
      (pulihora?.recipeInstructions?.length ?? 0),
  )
})

test('the traditions page shows breadcrumbs, phrases in Telugu, values and onward buttons', async ({
  page,
}) => {
  await page.goto(TRADITIONS)
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(
    breadcrumb.getByRole('link', { name: 'Culture' }),
  ).toHaveAttribute('href', '/#culture')
  await expect(breadcrumb.getByText('Traditions')).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(
    page
      .getByRole('article', { name: 'Pulihora' })
      .getByText(/^Grown-up needed/),
  ).not.toHaveCount(0)
  await expect(page.locator('#phrases-heading ~ div [lang="te"]')).toHaveCount(
    12,
  )
  await expect(page.getByText('ధన్యవాదాలు.')).toHaveAttribute('lang', 'te')
  for (const value of ['Dharma', 'Nijayithi', 'Srama', 'Podupu', 'Daanam']) {
    await expect(
      page.getByRole('heading', { level: 3, name: new RegExp(`^${value}`) }),
    ).toBeVisible()
  }
  await expect(
    page.getByRole('link', { name: 'Colour a Page' }),
  ).toHaveAttribute('href', '/coloring')
  await expect(
    page.getByRole('link', { name: 'Play Games' }).last(),
  ).toHaveAttribute('href', '/games')
  await page.getByRole('link', { name: 'Read the Vasavi Story' }).click()
  // The story's chunk loads on this click; a busy machine can be slow.
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'The Story of Sri Vasavi Kanyaka Parameswari',
    }),
  ).toBeVisible({ timeout: 15_000 })
})

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 800 },
]) {
  test(`axe: /traditions on ${viewport.name} has no serious or critical violations`, async ({
    page,
  }) => {
    // axe over a long page takes a while on a busy machine.
    test.slow()
    await page.setViewportSize(viewport)
    await page.goto(TRADITIONS)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Our Traditions' }),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
}
