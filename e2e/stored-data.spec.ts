import type { BrowserContext, Page } from '@playwright/test'

import {
  FAKE_SUPABASE_URL,
  PLAYER,
  sessionJson,
  useFakeSupabase,
} from './fakeSupabase'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import {
  FAMILY_ROUTES,
  ROUTES,
  TELUGU_FAMILY_ROUTES,
  TELUGU_ROUTES,
} from './routes'

/**
 * Issue 17: what the app keeps in the browser is checked, never trusted. A
 * corrupt value in any stored key leaves every page working, is kept under
 * its `:corrupt` key, and a short notice says so (decision 027).
 *
 * Page loads are what these tests cost, so: one walk over every page (each
 * English page in one test, each Telugu page in another) with every key
 * corrupt at each load, and one load per key, on the page that reads it, to
 * tie the notice to that key.
 */

const NOTICE = 'Something saved on this device could not be read'
const TELUGU_NOTICE = 'ఈ పరికరంలో దాచిన ఒకటి చదవలేకపోయాం'

const GUEST_RESULTS_KEY = 'vasavi-kids:guest-results:v1'
const ACCOUNTS_KEY = 'vasavi-kids:device-accounts:v1'
const SESSION_KEY = 'vasavi-kids:device-session:v1'
const COLORING_KEY = 'vasavi-kids:coloring:diya'
const SOUND_KEY = 'vasavi-kids:sound'
const LANGUAGE_KEY = 'vasavi-kids:language'
const ACTIVE_PROFILE_KEY = 'vasavi-kids:active-profile:v1'
const FAMILY_KEY = 'vasavi-kids:family:v1'
const OUTBOX_KEY = 'vasavi-kids:offline-rounds:v1'
const STORY_VERSION_KEY = 'vasavi-kids:story-version'
/** supabase-js keeps the session here (project ref `vk-e2e`). */
const SUPABASE_SESSION_KEY = 'sb-vk-e2e-auth-token'

/** Every key the app keeps in localStorage, each with a value it cannot read. */
const CORRUPT_LOCAL: Record<string, string> = {
  [GUEST_RESULTS_KEY]: '[{"gameType":"quiz","value":',
  [ACCOUNTS_KEY]: '{"version":7,"accounts":"lost"}',
  [SESSION_KEY]: '{not an id',
  [COLORING_KEY]: '{"version":1,"fills":{"flame":"url(x)"',
  [SOUND_KEY]: 'loud',
  [LANGUAGE_KEY]: 'klingon',
  [ACTIVE_PROFILE_KEY]: '["not", "a", "choice"]',
  [FAMILY_KEY]: '{"userId":"x","family":{"profiles":[{"id":',
  [OUTBOX_KEY]: '{"version":1,"rounds":[{"id":',
}
/** And in sessionStorage. */
const CORRUPT_SESSION: Record<string, string> = {
  [STORY_VERSION_KEY]: 'grown-ups',
}
/**
 * Read only for a signed-in family (the Supabase tests below): with the
 * device session corrupt too, nobody is signed in during the walk.
 */
const SIGNED_IN_ONLY = [ACTIVE_PROFILE_KEY, FAMILY_KEY, OUTBOX_KEY]
/** Read when a game opens (its sound switch), not when a page loads. */
const READ_IN_A_GAME = [SOUND_KEY]

/**
 * Puts the corrupt values in place before the app's code runs: once, or at
 * every load until `stopCorrupting` (so each page of a walk starts with
 * every key corrupt, not with what an earlier page set aside).
 */
async function corruptStorage(
  page: Page,
  local: Record<string, string>,
  sessionValues: Record<string, string> = {},
  { everyLoad = false } = {},
) {
  await page.addInitScript(
    ({ local, session, everyLoad }) => {
      const done = sessionStorage.getItem('e2e:corrupted')
      if (done === 'stop' || (done && !everyLoad)) return
      sessionStorage.setItem('e2e:corrupted', 'yes')
      for (const [key, value] of Object.entries(local)) {
        localStorage.setItem(key, value)
      }
      for (const [key, value] of Object.entries(session)) {
        sessionStorage.setItem(key, value)
      }
    },
    { local, session: sessionValues, everyLoad },
  )
}

const stopCorrupting = (page: Page) =>
  page.evaluate(() => sessionStorage.setItem('e2e:corrupted', 'stop'))

const storedAt = (page: Page, key: string, area = 'localStorage') =>
  page.evaluate(
    ({ key, area }) =>
      (area === 'localStorage' ? localStorage : sessionStorage).getItem(key),
    { key, area },
  )

async function openDiya(page: Page) {
  await page
    .getByRole('button', { name: 'Color on screen: Diya of Light' })
    .click()
  await expect(
    page.getByRole('dialog', { name: 'Color: Diya of Light' }),
  ).toBeVisible()
}

/** What the readers of the keys show on their pages, with nothing readable. */
const READS_ON_THE_WAY: Record<string, (page: Page) => Promise<void>> = {
  '/games': (page) =>
    expect(
      page.getByText('You have earned 0 of 3 badges.', { exact: true }),
    ).toBeVisible(),
  '/vasavi-story': (page) =>
    expect(page.getByRole('radio', { name: 'For kids' })).toBeChecked(),
  '/coloring': openDiya,
}

type Route = { path: string; heading: string }

/** Every page loads with its heading and the notice; no error screen. */
async function walk(
  page: Page,
  routes: readonly Route[],
  { notice, errorTitle }: { notice: string; errorTitle: string },
) {
  for (const route of routes) {
    await page.goto(route.path)
    await expect(
      page.getByRole('heading', { level: 1, name: route.heading }),
      route.path,
    ).toBeVisible()
    await expect(
      page.getByText(notice, { exact: true }),
      route.path,
    ).toBeVisible()
    await expect(page.getByText(errorTitle)).toHaveCount(0)
    if (route.path === '/') await expectNoSeriousA11yViolations(page)
    await READS_ON_THE_WAY[route.path]?.(page)
  }
}

test('corrupt saved data: every page still works, with a short notice, and nothing is lost', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await corruptStorage(page, CORRUPT_LOCAL, CORRUPT_SESSION, {
    everyLoad: true,
  })
  await walk(page, [...ROUTES, ...FAMILY_ROUTES], {
    notice: NOTICE,
    errorTitle: 'Oh no, something went wrong',
  })
  await stopCorrupting(page)

  // Each unreadable value the walk read is kept aside, not deleted; the
  // family's keys, never read without one, are left as they were.
  for (const [key, value] of Object.entries(CORRUPT_LOCAL)) {
    if (READ_IN_A_GAME.includes(key)) continue
    if (SIGNED_IN_ONLY.includes(key)) {
      expect(await storedAt(page, key), key).toBe(value)
      expect(await storedAt(page, `${key}:corrupt`), key).toBeNull()
    } else {
      expect(await storedAt(page, `${key}:corrupt`), key).toBe(value)
    }
  }
  expect(await storedAt(page, `${STORY_VERSION_KEY}:corrupt`, 'session')).toBe(
    CORRUPT_SESSION[STORY_VERSION_KEY],
  )

  // And the site carries on: a game opens with sound on, and a guest's
  // round is kept again.
  await page.goto('/games')
  await page.getByRole('button', { name: 'Play Hero Story Builder' }).click()
  const main = page.getByRole('main')
  await expect(main.getByRole('switch', { name: 'Sound' })).toBeChecked()
  expect(await storedAt(page, `${SOUND_KEY}:corrupt`)).toBe(
    CORRUPT_LOCAL[SOUND_KEY],
  )
  const choices = main.getByRole('listitem').getByRole('button')
  for (const chapter of [1, 2, 3]) {
    await expect(main.getByText(`Chapter ${chapter} of 3`)).toBeVisible()
    await choices.first().click()
  }
  await expect(page.getByText('You earned 3 points!')).toBeVisible()
  expect(JSON.parse((await storedAt(page, GUEST_RESULTS_KEY)) ?? '')).toEqual([
    { gameType: 'story', value: 1 },
  ])
})

test('corrupt saved data: every Telugu page still works, with the notice in Telugu', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await corruptStorage(page, CORRUPT_LOCAL, CORRUPT_SESSION, {
    everyLoad: true,
  })
  await walk(page, [...TELUGU_ROUTES, ...TELUGU_FAMILY_ROUTES], {
    notice: TELUGU_NOTICE,
    errorTitle: 'అయ్యో, ఏదో తప్పు జరిగింది',
  })
  // Read at every arrival (src/main.tsx): set aside, and no edition chosen.
  expect(await storedAt(page, `${LANGUAGE_KEY}:corrupt`)).toBe(
    CORRUPT_LOCAL[LANGUAGE_KEY],
  )
})

/** Each key alone: the page that reads it shows the notice and keeps it. */
const READERS: {
  key: string
  area: 'localStorage' | 'session'
  path: string
  heading: string
  open?: (page: Page) => Promise<void>
}[] = [
  {
    key: GUEST_RESULTS_KEY,
    area: 'localStorage',
    path: '/games',
    heading: 'Interactive Games',
  },
  {
    key: ACCOUNTS_KEY,
    area: 'localStorage',
    path: '/leaderboard',
    heading: 'Top Players',
  },
  {
    key: SESSION_KEY,
    area: 'localStorage',
    path: '/',
    heading: 'Welcome to Vasavi Kids!',
  },
  {
    key: COLORING_KEY,
    area: 'localStorage',
    path: '/coloring',
    heading: 'Coloring Corner',
    open: openDiya,
  },
  {
    // Read by src/main.tsx on arrival: an unreadable choice takes nobody
    // to the Telugu edition.
    key: LANGUAGE_KEY,
    area: 'localStorage',
    path: '/gotras',
    heading: 'Explore Our 102 Gotras',
  },
  {
    key: SOUND_KEY,
    area: 'localStorage',
    path: '/games',
    heading: 'Interactive Games',
    open: async (page) => {
      await page.getByRole('button', { name: 'Play Memory Challenge' }).click()
      await expect(
        page.getByRole('main').getByRole('switch', { name: 'Sound' }),
      ).toBeChecked()
    },
  },
  {
    key: STORY_VERSION_KEY,
    area: 'session',
    path: '/vasavi-story',
    heading: 'The Story of Sri Vasavi Kanyaka Parameswari',
  },
]

for (const reader of READERS) {
  test(`a corrupt ${reader.key} is set aside with a notice on ${reader.path}`, async ({
    page,
  }) => {
    const session = reader.area === 'session'
    const value = (session ? CORRUPT_SESSION : CORRUPT_LOCAL)[
      reader.key
    ] as string
    await corruptStorage(
      page,
      session ? {} : { [reader.key]: value },
      session ? { [reader.key]: value } : {},
    )
    await page.goto(reader.path)
    await expect(
      page.getByRole('heading', { level: 1, name: reader.heading }),
    ).toBeVisible()
    await reader.open?.(page)
    await expect(page.getByText(NOTICE, { exact: true })).toBeVisible()
    expect(await storedAt(page, `${reader.key}:corrupt`, reader.area)).toBe(
      value,
    )
    expect(await storedAt(page, reader.key, reader.area)).not.toBe(value)
  })
}

test.describe('with a Supabase project', () => {
  test.use({ offlineOrigins: [FAKE_SUPABASE_URL] })

  /** The parent signed in on this device before, and `local` as well. */
  async function signedIn(
    page: Page,
    context: BrowserContext,
    baseURL: string | undefined,
    local: Record<string, string>,
  ) {
    const server = await useFakeSupabase(context, baseURL ?? '')
    await corruptStorage(page, {
      [SUPABASE_SESSION_KEY]: JSON.stringify(sessionJson()),
      ...local,
    })
    return server
  }

  const banner = (page: Page, text: string) =>
    page
      .getByRole('banner')
      .getByText(text, { exact: true })
      .filter({ visible: true })

  test('a corrupt outbox of offline rounds or a corrupt session leaves the games working', async ({
    page,
    context,
    baseURL,
  }) => {
    const server = await signedIn(page, context, baseURL, {
      [ACTIVE_PROFILE_KEY]: JSON.stringify({ [PLAYER.id]: PLAYER.childId }),
      [OUTBOX_KEY]: CORRUPT_LOCAL[OUTBOX_KEY] as string,
    })
    await page.goto('/games')
    await expect(banner(page, PLAYER.funName)).toBeVisible()
    await expect(page.getByText(NOTICE, { exact: true })).toBeVisible()
    await expect(
      page.getByText('You have earned 0 of 3 badges.', { exact: true }),
    ).toBeVisible()
    expect(await storedAt(page, `${OUTBOX_KEY}:corrupt`)).toBe(
      CORRUPT_LOCAL[OUTBOX_KEY],
    )
    expect(server.offlineCalls).toEqual([])

    // A session supabase-js cannot read: signed out, and the page works.
    await page.evaluate(
      (key) => localStorage.setItem(key, '{"access_token":'),
      SUPABASE_SESSION_KEY,
    )
    await page.reload()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Interactive Games' }),
    ).toBeVisible()
    await expect(
      page.getByText('You have earned 0 of 3 badges.', { exact: true }),
    ).toBeVisible()
    await expect(
      page.getByRole('banner').getByText(PLAYER.funName),
    ).toHaveCount(0)
  })

  test('a corrupt choice of the child playing is set aside, and the family is asked again', async ({
    page,
    context,
    baseURL,
  }) => {
    const corrupt = CORRUPT_LOCAL[ACTIVE_PROFILE_KEY] as string
    await signedIn(page, context, baseURL, { [ACTIVE_PROFILE_KEY]: corrupt })
    await page.goto('/games')
    await expect(banner(page, "Who's playing?")).toBeVisible()
    await expect(page.getByText(NOTICE, { exact: true })).toBeVisible()
    expect(await storedAt(page, `${ACTIVE_PROFILE_KEY}:corrupt`)).toBe(corrupt)
    expect(await storedAt(page, ACTIVE_PROFILE_KEY)).toBeNull()
  })

  test.describe('with no signal', () => {
    // With nothing readable kept, the family cannot be known offline.
    test.use({ expectedConsoleErrors: [/^Could not read the family:/] })

    test('a corrupt copy of the family is set aside, and the games still work', async ({
      page,
      context,
      baseURL,
    }) => {
      const corrupt = CORRUPT_LOCAL[FAMILY_KEY] as string
      const server = await signedIn(page, context, baseURL, {
        [ACTIVE_PROFILE_KEY]: JSON.stringify({ [PLAYER.id]: PLAYER.childId }),
        [FAMILY_KEY]: corrupt,
      })
      // The family is read from the copy kept here only when the server
      // cannot be reached.
      server.offline = true
      await page.goto('/games')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Interactive Games' }),
      ).toBeVisible()
      await expect(page.getByText(NOTICE, { exact: true })).toBeVisible()
      await expect(
        page.getByText('You have earned 0 of 3 badges.', { exact: true }),
      ).toBeVisible()
      expect(await storedAt(page, `${FAMILY_KEY}:corrupt`)).toBe(corrupt)
      expect(await storedAt(page, FAMILY_KEY)).toBeNull()
    })
  })
})
