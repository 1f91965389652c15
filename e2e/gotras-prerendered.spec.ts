import type { Page } from '@playwright/test'

import { gotras as englishGotras } from '../src/data/gotras'
import { gotras as teluguGotras } from '../src/data/te/gotras'
import { layoutTree, showsLabel } from '../src/features/gotras/treeLayout'
import { gotrasMessages as englishMessages } from '../src/lib/i18n/en/gotras'
import { gotrasMessages as teluguMessages } from '../src/lib/i18n/te/gotras'
import { expect, test } from './fixtures'

/**
 * The gotra explorer as it arrives, before any script (issue 33, decision
 * 038): every gotra is a link and a node of the tree, the Telugu edition is
 * Telugu from the first paint, and no name in the tree is cut.
 */
test.describe.configure({ timeout: 120_000 })

const TELUGU = /[\u0C00-\u0C7F]/
const NODES = layoutTree(englishGotras.length)

/** Each label of the tree: its text and where it is drawn. */
function treeLabels(page: Page) {
  return page.locator('svg[role="group"] text').evaluateAll((texts) =>
    texts.map((text) => {
      const box = (text as SVGTextElement).getBBox()
      return {
        text: text.textContent ?? '',
        left: box.x,
        right: box.x + box.width,
        top: box.y,
        bottom: box.y + box.height,
      }
    }),
  )
}

function expectInsideTheTree(labels: Awaited<ReturnType<typeof treeLabels>>) {
  for (const label of labels) {
    expect(label.left, label.text).toBeGreaterThanOrEqual(0)
    expect(label.right, label.text).toBeLessThanOrEqual(800)
    expect(label.top, label.text).toBeGreaterThanOrEqual(0)
    expect(label.bottom, label.text).toBeLessThanOrEqual(600)
  }
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const edition of ['en', 'te'] as const) {
    const path = edition === 'te' ? '/te/gotras' : '/gotras'
    const gotras = edition === 'te' ? teluguGotras : englishGotras
    const messages = edition === 'te' ? teluguMessages : englishMessages

    test(`${path} reaches every gotra: 102 links and 102 tree nodes, names whole`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
      })
      const page = await context.newPage()
      await page.goto(path)
      expect(
        await page.evaluate(() => document.documentElement.dataset.app),
      ).toBeUndefined()

      const prefix = edition === 'te' ? '/te/gotra/' : '/gotra/'
      const grid = page.locator('#all-gotras')
      const hrefs = await grid
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(new Set(hrefs)).toEqual(
        new Set(gotras.map((gotra) => `${prefix}${gotra.id}`)),
      )
      const tree = page.getByRole('group', {
        name: messages['gotras.tree.label'],
      })
      await expect(tree.getByRole('button')).toHaveCount(102)

      // The instructions are the edition's, from the first paint.
      await expect(tree).toHaveAccessibleDescription(
        messages['gotras.tree.help'],
      )

      // Every 8th node is labelled with its whole name, inside the tree.
      const labels = await treeLabels(page)
      const names = NODES.filter((node) => showsLabel(node.index, false)).map(
        (node) => gotras[node.index]?.name,
      )
      expect(labels.map((label) => label.text)).toEqual([
        messages['gotras.tree.deity'],
        messages['gotras.tree.deitySub'],
        ...names,
      ])
      if (edition === 'te') {
        for (const { text } of labels) expect(text).toMatch(TELUGU)
      }
      for (const { text } of labels) expect(text).not.toContain('…')
      expectInsideTheTree(labels)
      await context.close()
    })
  }
})

test('switching to Telugu on /gotras shows the tree in Telugu at once, never English first', async ({
  page,
}) => {
  await page.goto('/gotras')
  const englishTree = page.getByRole('group', {
    name: englishMessages['gotras.tree.label'],
  })
  await expect(englishTree.getByRole('button')).toHaveCount(102)
  await page
    .locator('a[hreflang="te"][href="/te/gotras"]:visible')
    .first()
    .click()
  await expect(page).toHaveURL(/\/te\/gotras$/)
  const tree = page.getByRole('group', {
    name: teluguMessages['gotras.tree.label'],
  })
  // The first frame after the switch: no English left in the tree.
  const firstFrame = await tree.evaluate((svg) => {
    const help = document.getElementById(
      svg.getAttribute('aria-describedby') ?? '',
    )
    return {
      help: help?.textContent ?? '',
      labels: [...svg.querySelectorAll('text')].map(
        (text) => text.textContent ?? '',
      ),
    }
  })
  expect(firstFrame.help).toBe(teluguMessages['gotras.tree.help'])
  for (const label of firstFrame.labels) expect(label).toMatch(TELUGU)
  await expect(tree.getByRole('button').first()).toHaveAccessibleName(
    `${teluguGotras[0]?.name} గోత్రం`,
  )
})

for (const edition of ['en', 'te'] as const) {
  const path = edition === 'te' ? '/te/gotras' : '/gotras'
  const gotras = edition === 'te' ? teluguGotras : englishGotras
  const messages = edition === 'te' ? teluguMessages : englishMessages

  test(`${path}: a highlighted name near the sides of the tree is whole and inside it`, async ({
    page,
  }) => {
    await page.goto(path)
    // The outer ring's nodes towards the left and right edges.
    const outer = Math.max(...NODES.map((node) => node.radius))
    const nearTheSides = NODES.filter(
      (node) =>
        node.radius === outer &&
        Math.abs(Math.sin((node.angle * Math.PI) / 180)) > 0.8,
    )
    expect(nearTheSides.length).toBeGreaterThan(8)
    const search = page.getByRole('searchbox', {
      name: messages['gotras.search.label'],
    })
    const tree = page.getByRole('group', {
      name: messages['gotras.tree.label'],
    })
    for (const node of nearTheSides) {
      const gotra = gotras[node.index]
      if (!gotra) continue
      await search.fill(gotra.id)
      await expect(
        tree.getByText(`✨ ${gotra.name}`, { exact: true }),
      ).toBeVisible()
      expectInsideTheTree(await treeLabels(page))
    }
  })
}
