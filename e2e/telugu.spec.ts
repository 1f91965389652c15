import type { Page } from '@playwright/test'

import { storyChapters } from '../src/data/te/story'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { switchTo } from './languageSwitch'
import { QUIZ_ROUND_SIZE, shownQuestion, startQuiz } from './quizRound'

/**
 * The Telugu edition (issue 16, decision 032), on a desktop and on a phone:
 * the language switch, Telugu search, the Telugu quiz, the story and its
 * read-aloud, the way back to English and the remembered choice.
 */

const GOTRAS_TE = 'మన 102 గోత్రాలను చూడండి'
const STORY_TE = 'శ్రీ వాసవి కన్యకా పరమేశ్వరి కథ'
const GAMES_TE = 'ఆడుకునే ఆటలు'

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

// Whole games and axe audits on a shared, busy machine.
test.describe.configure({ timeout: 180_000 })

function h1(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name })
}

/** Stands in for speechSynthesis, keeping every utterance it is asked for. */
async function installStandInSpeech(page: Page, voiceLangs: string[]) {
  await page.addInitScript((langs: string[]) => {
    class StandInUtterance extends EventTarget {
      lang = ''
      voice = null
      rate = 1
      constructor(public text: string) {
        super()
      }
    }
    const spoken: StandInUtterance[] = []
    const voices = langs.map((lang) => ({
      lang,
      name: `Voice ${lang}`,
      default: false,
      localService: true,
    }))
    const synth = Object.assign(new EventTarget(), {
      speak: (utterance: StandInUtterance) => spoken.push(utterance),
      cancel: () => undefined,
      pause: () => undefined,
      resume: () => undefined,
      getVoices: () => voices,
    })
    Object.defineProperty(window, 'speechSynthesis', { value: synth })
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: StandInUtterance,
    })
    Object.defineProperty(window, '__spoken', {
      value: () => spoken.map(({ text, lang }) => ({ text, lang })),
    })
  }, voiceLangs)
}

function spoken(page: Page) {
  return page.evaluate(() =>
    (
      window as unknown as {
        __spoken: () => { text: string; lang: string }[]
      }
    ).__spoken(),
  )
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport })

    test('the switch takes /gotras to /te/gotras, a Telugu search finds the gotra, and English comes back', async ({
      page,
      baseURL,
    }) => {
      await page.goto('/gotras')
      await expect(h1(page, 'Explore Our 102 Gotras')).toBeVisible()

      await switchTo(page, 'తెలుగు')
      await expect(page).toHaveURL(`${baseURL}/te/gotras`)
      await expect(h1(page, GOTRAS_TE)).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'te')
      await expect(
        page.getByRole('heading', { level: 2, name: 'మీ గోత్రాన్ని వెతకండి' }),
      ).toBeVisible()
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}/te/gotras`,
      )

      await page.getByRole('searchbox', { name: 'గోత్రం కోసం వెతకండి' }).fill('కశ్యప')
      await expect(
        page.getByRole('status').filter({ hasText: 'సరిపోయిన' }),
      ).toHaveText(/^సరిపోయిన గోత్రం: 1 /)
      await expect(
        page.getByRole('button', { name: 'కశ్యప', exact: true }),
      ).toBeVisible()
      await expectNoSeriousA11yViolations(page)

      // Remembered on this device: an English address now opens in Telugu.
      await page.reload()
      await expect(h1(page, GOTRAS_TE)).toBeVisible()
      await page.goto('/gotras')
      await expect(page).toHaveURL(`${baseURL}/te/gotras`)
      await expect(h1(page, GOTRAS_TE)).toBeVisible()

      await switchTo(page, 'English')
      await expect(page).toHaveURL(`${baseURL}/gotras`)
      await expect(h1(page, 'Explore Our 102 Gotras')).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await page.reload()
      await expect(page).toHaveURL(`${baseURL}/gotras`)
      await expect(h1(page, 'Explore Our 102 Gotras')).toBeVisible()
    })

    test('the Telugu quiz, played to the end, scores and awards its badge in Telugu', async ({
      page,
    }) => {
      await page.clock.install()
      await page.goto('/te/games')
      await expect(h1(page, GAMES_TE)).toBeVisible()
      const panel = page.getByRole('region', { name: 'ఘనతల విభాగం' })
      await expect(panel.getByText('మీరు 3 బ్యాడ్జీలలో 0 గెలిచారు.')).toBeVisible()

      await page.getByRole('button', { name: 'సంస్కృతి క్విజ్ సవాలు ఆడండి' }).click()
      await startQuiz(page, { edition: 'te' })
      const main = page.getByRole('main')
      await expect(
        main.getByText('ప్రశ్న 1/12 | స్కోరు: 0', { exact: true }),
      ).toBeVisible()
      const answers = page.getByRole('list', { name: 'జవాబులు' })
      for (let index = 0; index < QUIZ_ROUND_SIZE; index += 1) {
        // The round is drawn from the Telugu bank: look the answer up.
        const question = await shownQuestion(page, 'te')
        const right = question.options[question.correct]
        await answers.getByRole('button', { name: right }).click()
        await expect(
          main.getByText(question.explanation, { exact: true }),
        ).toBeVisible()
        // Next question, and See my score after the last.
        await main
          .getByRole('button', {
            name: index === 11 ? 'నా స్కోరు చూపించండి' : 'తర్వాతి ప్రశ్న',
          })
          .click()
      }
      await expect(
        page.getByRole('heading', { name: 'మీ స్కోరు: 12‌లో 12' }),
      ).toBeFocused()
      await expect(main.getByText(/^పూర్తి స్కోరు!/)).toBeVisible()
      await expect(main.getByText('మీకు 12 పాయింట్లు వచ్చాయి!')).toBeVisible()
      await expect(main.getByText('కొత్త బ్యాడ్జి: సంస్కృతి జ్ఞాని!')).toBeVisible()
      await expect(
        main.getByRole('link', { name: /పేరు నమోదు చేసుకోండి/ }),
      ).toHaveAttribute('href', '/te/auth')
      await expectNoSeriousA11yViolations(page)

      await page.getByRole('button', { name: 'ఆటలకు తిరిగి వెళ్ళండి' }).click()
      // The same two badges as in English: any game, and a perfect quiz.
      await expect(panel.getByText('మీరు 3 బ్యాడ్జీలలో 2 గెలిచారు.')).toBeVisible()
    })

    test('the kids’ chapter is in Telugu, and Read to me asks for a te-IN voice', async ({
      page,
    }) => {
      await installStandInSpeech(page, ['en-IN', 'te-IN'])
      await page.goto('/te/vasavi-story')
      await expect(h1(page, STORY_TE)).toBeVisible()
      const [first] = storyChapters
      const chapter = page.getByRole('article', { name: first?.title })
      await expect(page.getByRole('radio', { name: 'పిల్లల కోసం' })).toBeChecked()
      const firstLine = (first?.kids[0] ?? '').split('. ')[0] ?? ''
      await expect(chapter).toContainText(firstLine)

      await chapter
        .getByRole('button', {
          name: `నాకు చదివి వినిపించండి: ${first?.title}`,
        })
        .click()
      await expect.poll(() => spoken(page)).not.toEqual([])
      const [utterance] = await spoken(page)
      expect(utterance?.lang).toBe('te-IN')
      expect(first?.kids[0]).toContain(utterance?.text ?? '-')
      await expectNoSeriousA11yViolations(page)
    })
  })
}

test('without a Telugu voice, the Telugu story says so and reads nothing', async ({
  page,
}) => {
  await installStandInSpeech(page, ['en-IN', 'en-US'])
  await page.goto('/te/vasavi-story')
  await expect(h1(page, STORY_TE)).toBeVisible()
  await expect(
    page.getByText('ఈ పరికరంలో తెలుగు గొంతు లేదు. అందుకే ఇది చదివి వినిపించలేదు.'),
  ).toHaveCount(4)
  await expect(
    page.getByRole('button', { name: /నాకు చదివి వినిపించండి/ }),
  ).toHaveCount(0)
  expect(await spoken(page)).toEqual([])
})

test('the switch works from the keyboard and keeps the #section', async ({
  page,
  baseURL,
}) => {
  await page.goto('/#festivals')
  const telugu = page
    .getByRole('banner')
    .getByRole('link', { name: 'తెలుగు', exact: true })
  await expect(telugu).toHaveAttribute('href', '/te#festivals')
  await telugu.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${baseURL}/te#festivals`)
  await expect(
    page.getByRole('region', { name: 'మన పండుగలు' }).first(),
  ).toBeVisible()
})

/** The <head> and #root of an HTML document, as served. */
function parts(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? ''
  const root = /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1]
  return { head, root: root ?? '' }
}

const TELUGU = /[\u0C00-\u0C7F]/

test('every prerendered Telugu page: lang="te", its own Telugu title and description, canonical, hreflang, in the sitemap', async ({
  request,
  baseURL,
}) => {
  // 112 pages, one request each.
  test.slow()
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '').pathname,
  )
  const telugu = paths.filter((path) => /^\/te(\/|$)/.test(path))
  const english = paths.filter((path) => !/^\/te(\/|$)/.test(path))
  expect(telugu.length).toBe(english.length)
  expect(telugu).toEqual(
    expect.arrayContaining([
      '/te',
      '/te/gotras',
      '/te/gotra/kashyapa',
      '/te/vasavi-story',
      '/te/games',
      '/te/coloring',
      '/te/traditions',
      '/te/auth',
      '/te/leaderboard',
      '/te/terms-of-use',
      '/te/privacy-policy',
    ]),
  )
  const titles = new Set<string>()
  const descriptions = new Set<string>()
  for (const path of telugu) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, `${path}: <html lang>`).toMatch(/<html lang="te"[\s>]/)
    const { head, root } = parts(html)
    const title = /<title>([^<]+)<\/title>/.exec(head)?.[1] ?? ''
    const description =
      /<meta name="description" content="([^"]+)"/.exec(head)?.[1] ?? ''
    expect(title, `${path}: Telugu title`).toMatch(TELUGU)
    expect(description, `${path}: Telugu description`).toMatch(TELUGU)
    expect(titles.has(title), `${path}: title "${title}" is its own`).toBe(
      false,
    )
    expect(descriptions.has(description), `${path}: description`).toBe(false)
    titles.add(title)
    descriptions.add(description)
    expect(head).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`)
    const english = path === '/te' ? '/' : path.slice(3)
    for (const [lang, href] of [
      ['en', english],
      ['te', path],
      ['x-default', english],
    ]) {
      expect(head, `${path}: hreflang ${lang}`).toMatch(
        new RegExp(
          `<link rel="alternate" hreflang="${lang}" href="${baseURL}${href}"/>`,
          'i',
        ),
      )
    }
    expect(head).toContain('"inLanguage":"te"')
    expect(root, `${path}: a Telugu page heading`).toMatch(
      /<h1[^>]*>[^<]*[\u0C00-\u0C7F]/,
    )
  }
})

test('an English page names its Telugu twin, and the sitemap pairs them', async ({
  request,
  baseURL,
}) => {
  const { head } = parts(await (await request.get('/gotras')).text())
  expect(head).toMatch(
    new RegExp(
      `<link rel="alternate" hreflang="te" href="${baseURL}/te/gotras"/>`,
      'i',
    ),
  )
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="te" href="${baseURL}/te/gotras"/>`,
  )
})
