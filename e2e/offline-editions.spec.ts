import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { EDITION_CACHE_PREFIX } from '../scripts/build/editionWorker.mjs'
import { editionListsOf } from '../scripts/checks/offlineCopy.mjs'
import { gotras as englishGotras } from '../src/data/gotras'
import { gotras as teluguGotras } from '../src/data/te/gotras'
import { gameCatalogueMessages as englishCatalogue } from '../src/lib/i18n/en/gameCatalogue'
import { gamesMessages as englishGames } from '../src/lib/i18n/en/games'
import { gotrasMessages as englishGotraWords } from '../src/lib/i18n/en/gotras'
import { gameCatalogueMessages as teluguCatalogue } from '../src/lib/i18n/te/gameCatalogue'
import { gamesMessages as teluguGames } from '../src/lib/i18n/te/games'
import { gotrasMessages as teluguGotraWords } from '../src/lib/i18n/te/gotras'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { switchTo } from './languageSwitch'
import { ROUTES, TELUGU_ROUTES } from './routes'

/**
 * The offline copy holds the app and the visitor's edition (issue 46,
 * decision 077): a first visit that goes offline once the copy is ready
 * opens every page of its edition, all 102 gotras (drawn by the app in the
 * edition's shell, not stored as pages) and every game; the other edition
 * is kept once the visitor switches to it online.
 */
test.describe.configure({ timeout: 600_000 })
test.use({ serviceWorkers: 'allow' })

type Edition = 'en' | 'te'

const EDITION = {
  en: {
    home: '/',
    routes: ROUTES,
    gotras: englishGotras,
    gotraPrefix: '/gotra/',
    gotraTitle: englishGotraWords['gotras.card.title'],
    catalogue: englishCatalogue,
    play: englishGames['games.menu.playGame'],
    back: englishGames['games.backToGames'],
    games: '/games',
  },
  te: {
    home: '/te',
    routes: TELUGU_ROUTES,
    gotras: teluguGotras,
    gotraPrefix: '/te/gotra/',
    gotraTitle: teluguGotraWords['gotras.card.title'],
    catalogue: teluguCatalogue,
    play: teluguGames['games.menu.playGame'],
    back: teluguGames['games.backToGames'],
    games: '/te/games',
  },
} as const

/** Each edition's own files in this build (dist/sw-editions.js). */
const lists = editionListsOf(readFileSync('dist/sw-editions.js', 'utf8'))
const editionLists = { en: lists.en ?? [], te: lists.te ?? [] }

/** The files this device keeps of each edition, by edition. */
async function keptFiles(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async (prefix) => {
    const kept: Record<string, number> = {}
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue
      kept[name.slice(prefix.length)] = (
        await (await caches.open(name)).keys()
      ).length
    }
    return kept
  }, EDITION_CACHE_PREFIX)
}

/** The addresses the worker precached. */
async function precached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) =>
      key.startsWith('workbox-precache'),
    )
    if (!name) return []
    const requests = await (await caches.open(name)).keys()
    return requests.map((request) => new URL(request.url).pathname)
  })
}

/** Resolves once the service worker has installed (precached) and activated. */
async function waitForOfflineReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await navigator.serviceWorker.ready).active?.state,
        ),
      { timeout: 90_000 },
    )
    .toBe('activated')
}

async function openOffline(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(
    page.getByRole('heading', { level: 1, name: heading }),
  ).toBeVisible()
}

/**
 * Goes to `path` inside the running app, as its links do (the router reads
 * the address on `popstate`): a sweep of 102 pages without 102 page loads.
 */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/**
 * Every page of the edition, all its gotras and all its games, offline:
 * each page and a few gotras loaded anew (the edition's shell draws them),
 * and every gotra drawn by the running app from its data.
 */
async function everyPageOffline(page: Page, edition: Edition) {
  const { routes, gotras, gotraPrefix, gotraTitle } = EDITION[edition]
  const titleOf = (gotra: { name: string }) =>
    gotraTitle.replace('{name}', gotra.name)
  for (const { path, heading } of routes) {
    await openOffline(page, path, heading)
  }
  for (const gotra of [0, 51, 101].map((index) => gotras[index]!)) {
    await openOffline(page, `${gotraPrefix}${gotra.id}`, titleOf(gotra))
  }
  let drawn = 0
  for (const gotra of gotras) {
    await goInApp(page, `${gotraPrefix}${gotra.id}`)
    await expect(
      page.getByRole('heading', { level: 1, name: titleOf(gotra) }),
    ).toBeVisible()
    drawn += 1
  }
  expect(drawn).toBe(102)
  await everyGameOffline(page, edition)
}

async function everyGameOffline(page: Page, edition: Edition) {
  const { catalogue, play, back, games } = EDITION[edition]
  const titles = Object.entries(catalogue)
    .filter(([key]) => /^games\.\w+\.title$/.test(key))
    .map(([, title]) => title)
  expect(titles).toHaveLength(7)
  await page.goto(games)
  for (const title of titles) {
    await page
      .getByRole('button', { name: play.replace('{title}', title) })
      .click()
    await expect(
      page.getByRole('heading', { name: title, exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.getByRole('button', { name: back }).click()
    await expect(
      page.getByRole('button', { name: play.replace('{title}', title) }),
    ).toBeVisible()
  }
}

for (const edition of ['en', 'te'] as const) {
  const other = edition === 'en' ? 'te' : 'en'
  test(`${edition}: a first visit keeps its own edition only, then opens every page, gotra and game offline`, async ({
    page,
    context,
  }) => {
    await page.goto(EDITION[edition].games)
    await waitForOfflineReady(page)

    // The copy: the app and this edition's own files, no stored page but
    // the two shells, none of the other edition's files.
    const kept = await keptFiles(page)
    expect(kept[edition]).toBe(editionLists[edition].length)
    expect(kept[other]).toBeUndefined()
    const stored = await precached(page)
    expect(stored.filter((url) => url.endsWith('.html')).sort()).toEqual([
      '/404.html',
      '/te/404.html',
    ])
    for (const url of editionLists[other]) expect(stored).not.toContain(url)

    await context.setOffline(true)
    await everyPageOffline(page, edition)
    // A gotra drawn offline, in its edition's shell, as accessible as online.
    const sample = EDITION[edition].gotras[40]
    await openOffline(
      page,
      `${EDITION[edition].gotraPrefix}${sample.id}`,
      EDITION[edition].gotraTitle.replace('{name}', sample.name),
    )
    await expect(page.locator('html')).toHaveAttribute('lang', edition)
    await expectNoSeriousA11yViolations(page)
  })
}

test('switching to Telugu online keeps the Telugu edition, which then opens offline', async ({
  page,
  context,
}) => {
  await page.goto('/games')
  await waitForOfflineReady(page)
  expect((await keptFiles(page)).te).toBeUndefined()

  // The language switch, online: the Telugu page's files are asked for, and
  // the worker keeps all of the Telugu edition's.
  await switchTo(page, 'తెలుగు')
  await expect(
    page.getByRole('heading', { level: 1, name: 'ఆడుకునే ఆటలు' }),
  ).toBeVisible({ timeout: 30_000 })
  await expect
    .poll(async () => (await keptFiles(page)).te, { timeout: 60_000 })
    .toBe(editionLists.te.length)

  await context.setOffline(true)
  for (const { path, heading } of TELUGU_ROUTES) {
    await openOffline(page, path, heading)
  }
  for (const gotra of [0, 50, 101].map((index) => teluguGotras[index]!)) {
    await openOffline(
      page,
      `/te/gotra/${gotra.id}`,
      teluguGotraWords['gotras.card.title'].replace('{name}', gotra.name),
    )
  }
  await everyGameOffline(page, 'te')
  await expectNoSeriousA11yViolations(page)
  // And back to English, still offline: its files were kept all along.
  await switchTo(page, 'English')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Interactive Games' }),
  ).toBeVisible()
  await openOffline(page, '/gotra/kashyapa', 'Kashyapa Gotra')
})
