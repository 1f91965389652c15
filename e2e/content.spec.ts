import type { Page } from '@playwright/test'

import { expect, expectNoSeriousA11yViolations, test } from './fixtures'

/**
 * The content review's checks in the browser (docs/content-notes.md): the
 * kids' Atmarpana chapter starts with a note for grown-ups and ends with the
 * safety line, in both editions; no link sends a child to a YouTube search;
 * counts read in the singular for one; the home page counts what exists.
 */

const EDITIONS = [
  {
    name: 'English',
    path: '/vasavi-story',
    chapter: 'The Sacred Fire',
    noteTitle: 'A note for grown-ups',
    note: 'This chapter tells, gently, how Vasavi died.',
    closing:
      'Nobody should ever hurt themselves. If something ever feels frightening or unfair, you can always talk to a grown-up you trust.',
  },
  {
    name: 'Telugu',
    path: '/te/vasavi-story',
    chapter: 'పవిత్ర అగ్ని',
    noteTitle: 'పెద్దలకు ఒక మాట',
    note: 'ఈ అధ్యాయం వాసవి ఎలా మరణించారో మెత్తగా చెబుతుంది.',
    closing:
      'ఎవరూ ఎప్పుడూ తమకు తాము హాని చేసుకోకూడదు. ఏదైనా భయంగా గానీ అన్యాయంగా గానీ అనిపిస్తే, మీరు నమ్మే పెద్దవారితో ఎప్పుడైనా మాట్లాడవచ్చు.',
  },
] as const

async function openPage(page: Page, path: string) {
  await page.goto(path)
  // The first paint waits for the page's chunk; a busy machine can be slow.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({
    timeout: 15_000,
  })
}

for (const edition of EDITIONS) {
  test(`${edition.name}: the kids’ Atmarpana chapter has the grown-ups’ note first and the safety line last`, async ({
    page,
  }) => {
    await openPage(page, edition.path)
    const chapter = page.getByRole('article', { name: edition.chapter })
    const note = chapter.getByRole('note')
    await expect(note).toContainText(edition.noteTitle)
    await expect(note).toContainText(edition.note)
    await expect(chapter).toContainText(edition.closing)
    // The note comes before the text, the safety line at its very end.
    const text = (await chapter.textContent()) ?? ''
    expect(text.indexOf(edition.note)).toBeLessThan(
      text.indexOf(edition.closing),
    )
    expect(text.trimEnd().endsWith(edition.closing)).toBe(true)
    await expectNoSeriousA11yViolations(page)
  })

  test(`${edition.name}: no link on the story page points to a YouTube search`, async ({
    page,
  }) => {
    await openPage(page, edition.path)
    await expect(page.getByRole('article')).toHaveCount(4)
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(0)
    expect(
      hrefs.filter((href) => /youtube\.com\/(results|search)/.test(href ?? '')),
    ).toEqual([])
  })
}

test('Telugu: a one-match gotra search reads the singular', async ({
  page,
}) => {
  await openPage(page, '/te/gotras')
  await page.getByRole('searchbox', { name: 'గోత్రం కోసం వెతకండి' }).fill('కశ్యప')
  await expect(
    page.getByRole('status').filter({ hasText: 'సరిపోయిన' }),
  ).toHaveText(/^సరిపోయిన గోత్రం: 1 - /)
})

test('English: the home page counts 7 games and the story’s 4 chapters', async ({
  page,
}) => {
  await openPage(page, '/')
  const tiles = page.getByRole('region', { name: 'Vasavi Kids in numbers' })
  const tile = tiles.getByRole('listitem').filter({
    hasText: 'Story chapters and games',
  })
  await expect(tile).toContainText('11')
  await expect(page.getByText(/offers 7 games, a 4-chapter story/)).toHaveCount(
    1,
  )
})
