import type { Page } from '@playwright/test'

import {
  FAKE_SUPABASE_URL,
  PLAYER,
  signInToFamily,
  useFakeSupabase,
} from './fakeSupabase'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { ROUTES } from './routes'

/**
 * Issue 17: what the app keeps in the browser is checked, never trusted. A
 * corrupt value in any stored key leaves every page working, is kept under
 * its `:corrupt` key, and a short notice says so (decision 027).
 */

const NOTICE = 'Something saved on this device could not be read'
const ACTIVE_PROFILE_KEY = 'vasavi-kids:active-profile:v1'

/** Every key the app stores, each with a value it cannot read. */
const CORRUPT_LOCAL: Record<string, string> = {
  'vasavi-kids:guest-results:v1': '[{"gameType":"quiz","value":',
  'vasavi-kids:device-accounts:v1': '{"version":7,"accounts":"lost"}',
  'vasavi-kids:device-session:v1': '{not an id',
  'vasavi-kids:coloring:diya': '{"version":1,"fills":{"flame":"url(x)"',
  'vasavi-kids:offline-rounds:v1': '{"version":1,"rounds":[{"id":',
}
const CORRUPT_SESSION: Record<string, string> = {
  'vasavi-kids:story-version': 'grown-ups',
}

/** Puts the corrupt values in place before the app's code runs, once. */
async function corruptStorage(
  page: Page,
  local: Record<string, string>,
  sessionValues: Record<string, string> = CORRUPT_SESSION,
) {
  await page.addInitScript(
    ({ local, session }) => {
      if (sessionStorage.getItem('e2e:corrupted')) return
      sessionStorage.setItem('e2e:corrupted', 'yes')
      for (const [key, value] of Object.entries(local)) {
        localStorage.setItem(key, value)
      }
      for (const [key, value] of Object.entries(session)) {
        sessionStorage.setItem(key, value)
      }
    },
    { local, session: sessionValues },
  )
}

const storedAt = (page: Page, key: string, area = 'localStorage') =>
  page.evaluate(
    ({ key, area }) =>
      (area === 'localStorage' ? localStorage : sessionStorage).getItem(key),
    { key, area },
  )

/** Each key alone: the page that reads it shows the notice and keeps it. */
const READERS: {
  key: string
  area: 'localStorage' | 'session'
  path: string
  heading: string
  open?: (page: Page) => Promise<void>
}[] = [
  {
    key: 'vasavi-kids:guest-results:v1',
    area: 'localStorage',
    path: '/games',
    heading: 'Interactive Games',
  },
  {
    key: 'vasavi-kids:device-accounts:v1',
    area: 'localStorage',
    path: '/leaderboard',
    heading: 'Top Players',
  },
  {
    key: 'vasavi-kids:device-session:v1',
    area: 'localStorage',
    path: '/',
    heading: 'Welcome to Vasavi Kids!',
  },
  {
    key: 'vasavi-kids:coloring:diya',
    area: 'localStorage',
    path: '/coloring',
    heading: 'Coloring Corner',
    open: async (page) => {
      await page
        .getByRole('button', { name: 'Color on screen: Diya of Light' })
        .click()
      await expect(
        page.getByRole('dialog', { name: 'Color: Diya of Light' }),
      ).toBeVisible()
    },
  },
  {
    key: 'vasavi-kids:story-version',
    area: 'session',
    path: '/vasavi-story',
    heading: 'The Story of Sri Vasavi Kanyaka Parameswari',
  },
]

for (const reader of READERS) {
  test(`a corrupt ${reader.key} is set aside with a notice on ${reader.path}`, async ({
    page,
  }) => {
    const value =
      reader.area === 'session'
        ? (CORRUPT_SESSION[reader.key] as string)
        : (CORRUPT_LOCAL[reader.key] as string)
    await corruptStorage(
      page,
      reader.area === 'session' ? {} : { [reader.key]: value },
      reader.area === 'session' ? { [reader.key]: value } : {},
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
  })
}

test('corrupt saved data: every page still works, with a short notice, and nothing is lost', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await corruptStorage(page, CORRUPT_LOCAL)

  // The first page reads the accounts: the notice, not an error screen.
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Vasavi Kids!' }),
  ).toBeVisible()
  await expect(page.getByText(NOTICE, { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Every page works; nothing says "something went wrong".
  for (const route of ROUTES) {
    await page.goto(route.path)
    await expect(
      page.getByRole('heading', { level: 1, name: route.heading }),
    ).toBeVisible()
    await expect(page.getByText('Oh no, something went wrong')).toHaveCount(0)
  }

  // The readers of the other keys: the games, the story, the studio.
  await page.goto('/games')
  await expect(
    page.getByText('You have earned 0 of 3 badges.', { exact: true }),
  ).toBeVisible()
  await page.goto('/vasavi-story')
  await expect(page.getByRole('radio', { name: 'For kids' })).toBeChecked()
  await page.goto('/coloring')
  await page
    .getByRole('button', { name: 'Color on screen: Diya of Light' })
    .click()
  await expect(
    page.getByRole('dialog', { name: 'Color: Diya of Light' }),
  ).toBeVisible()

  // Each unreadable value is kept aside, not deleted.
  for (const [key, value] of Object.entries(CORRUPT_LOCAL)) {
    if (key === 'vasavi-kids:offline-rounds:v1') continue // Supabase only
    expect(await storedAt(page, `${key}:corrupt`), key).toBe(value)
    expect(await storedAt(page, key), key).not.toBe(value)
  }
  expect(
    await storedAt(page, 'vasavi-kids:story-version:corrupt', 'session'),
  ).toBe('grown-ups')

  // And the site carries on: a guest's round is kept again.
  await page.goto('/games')
  await page.getByRole('button', { name: 'Play Hero Story Builder' }).click()
  const main = page.getByRole('main')
  const choices = main.getByRole('listitem').getByRole('button')
  for (const chapter of [1, 2, 3]) {
    await expect(main.getByText(`Chapter ${chapter} of 3`)).toBeVisible()
    await choices.first().click()
  }
  await expect(page.getByText('You earned 3 points!')).toBeVisible()
  expect(
    JSON.parse((await storedAt(page, 'vasavi-kids:guest-results:v1')) ?? ''),
  ).toEqual([{ gameType: 'story', value: 1 }])
})

test.describe('with a Supabase project', () => {
  test.use({ offlineOrigins: [FAKE_SUPABASE_URL] })

  test('a corrupt outbox of offline rounds or a corrupt session leaves the games working', async ({
    page,
    context,
    baseURL,
  }) => {
    const server = await useFakeSupabase(context, baseURL ?? '')
    const session = {
      access_token: 'header.payload.signature',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      refresh_token: 'refresh-token',
      user: {
        id: PLAYER.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: PLAYER.email,
        app_metadata: { provider: 'email' },
        user_metadata: { parent_consent: true, policy_version: '2026-11-25' },
        created_at: '2026-01-01T00:00:00Z',
      },
    }
    await corruptStorage(page, {
      'sb-vk-e2e-auth-token': JSON.stringify(session),
      [ACTIVE_PROFILE_KEY]: JSON.stringify({ [PLAYER.id]: PLAYER.childId }),
      'vasavi-kids:offline-rounds:v1': CORRUPT_LOCAL[
        'vasavi-kids:offline-rounds:v1'
      ] as string,
    })
    await page.goto('/games')
    await expect(
      page
        .getByRole('banner')
        .getByText(PLAYER.funName, { exact: true })
        .filter({ visible: true }),
    ).toBeVisible()
    await expect(page.getByText(NOTICE, { exact: true })).toBeVisible()
    await expect(
      page.getByText('You have earned 0 of 3 badges.', { exact: true }),
    ).toBeVisible()
    expect(await storedAt(page, 'vasavi-kids:offline-rounds:v1:corrupt')).toBe(
      CORRUPT_LOCAL['vasavi-kids:offline-rounds:v1'],
    )
    expect(server.offlineCalls).toEqual([])

    // A session supabase-js cannot read: signed out, and the page works.
    await page.evaluate(() =>
      localStorage.setItem('sb-vk-e2e-auth-token', '{"access_token":'),
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
    await useFakeSupabase(context, baseURL ?? '')
    await signInToFamily(page)
    const corrupt = '["not", "a", "choice"]'
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: ACTIVE_PROFILE_KEY,
      value: corrupt,
    })
    await page.reload()
    await expect(page.getByText(NOTICE, { exact: true })).toBeVisible()
    await expect(
      page
        .getByRole('banner')
        .getByText("Who's playing?", { exact: true })
        .filter({ visible: true }),
    ).toBeVisible()
    expect(await storedAt(page, `${ACTIVE_PROFILE_KEY}:corrupt`)).toBe(corrupt)
    await expectNoSeriousA11yViolations(page)
  })
})
