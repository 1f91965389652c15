import type { Page } from '@playwright/test'

import type { QuizQuestion } from '../src/data/quiz'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { QUIZ_READING_MS } from './playGames'
import { QUIZ_ROUND_SIZE, shownQuestion } from './quizRound'

/**
 * "Learn more" in the quiz (issue 36 item 3, issue 43 item 4), on the
 * review's tablet by touch, in both editions: tapping it under an
 * explanation keeps the page in the child's "To read" list without leaving
 * the round, and a second tap keeps it; the result screen links to the
 * round's pages, the kept one first; the To read list on the games page
 * survives a reload and Back, and ticks a page off once it is opened.
 */

const TABLET = { width: 820, height: 1180 }

const EDITIONS = [
  {
    name: 'English',
    code: 'en',
    games: '/games',
    prefix: '',
    start: 'Start the quiz',
    quiz: 'Cultural Quiz Challenge',
    answers: 'Answers',
    learnMore: /^Learn more after the round:/,
    saved:
      'Saved in your To read list, under your score and on the games page.',
    remove: /^Remove .* from To read$/,
    toRead: 'To read',
    readMark: 'read',
    next: 'Next question',
    seeScore: 'See my score',
    region: 'Learn more',
    savedMark: 'saved',
  },
  {
    name: 'Telugu',
    code: 'te',
    games: '/te/games',
    prefix: '/te',
    start: 'క్విజ్ మొదలుపెట్టండి',
    quiz: 'సంస్కృతి క్విజ్ సవాలు',
    answers: 'జవాబులు',
    learnMore: /^రౌండ్ తర్వాత ఇంకా తెలుసుకోండి:/,
    saved: 'మీ “చదవాల్సినవి” జాబితాలో ఉంచాం. మీ స్కోరు కింద, ఆటల పేజీలో కనిపిస్తుంది.',
    remove: /^“చదవాల్సినవి” నుంచి .* తీసేయండి$/,
    toRead: 'చదవాల్సినవి',
    readMark: 'చదివారు',
    next: 'తర్వాతి ప్రశ్న',
    seeScore: 'నా స్కోరు చూపించండి',
    region: 'ఇంకా తెలుసుకోండి',
    savedMark: 'ఉంచినది',
  },
] as const

type Edition = (typeof EDITIONS)[number]

/** A source's address in the edition (`/#x` is `/te#x` in Telugu). */
function localized(source: string, prefix: string) {
  if (prefix === '') return source
  return source.startsWith('/#')
    ? `${prefix}${source.slice(1)}`
    : `${prefix}${source}`
}

// A whole quiz by touch on a shared, busy machine.
test.describe.configure({ timeout: 300_000 })
test.use({ viewport: TABLET, hasTouch: true, isMobile: true })

/**
 * Plays a drawn round by touch, keeping the page of the first question whose
 * source is a section of its page (`/page#section`, so that the link can be
 * seen to land on it); the round's questions and the one kept.
 */
async function playRound(page: Page, edition: Edition) {
  const main = page.getByRole('main')
  await main.getByRole('button', { name: new RegExp(edition.quiz) }).tap()
  await expect(
    page.getByRole('heading', { level: 2, name: edition.quiz }),
  ).toBeFocused()
  await main.getByRole('button', { name: edition.start }).tap()
  const answers = main.getByRole('list', { name: edition.answers })
  const asked: QuizQuestion[] = []
  let saved: QuizQuestion | undefined
  for (let index = 0; index < QUIZ_ROUND_SIZE; index += 1) {
    const question = await shownQuestion(page, edition.code)
    asked.push(question)
    await answers
      .getByRole('button', { name: question.options[question.correct] })
      .tap()
    if (saved === undefined && question.source.includes('#')) {
      saved = question
      const address = page.url()
      const learnMore = main.getByRole('button', { name: edition.learnMore })
      await expect(main.getByText(edition.saved)).toBeHidden()
      await learnMore.tap()
      await expect(main.getByText(edition.saved)).toBeVisible()
      // A second tap keeps it (it used to take the page back out).
      await learnMore.tap()
      await expect(main.getByText(edition.saved)).toBeVisible()
      await expect(
        main.getByRole('button', { name: edition.remove }),
      ).toBeVisible()
      // The round goes on: same address, same question, Next still there.
      expect(page.url()).toBe(address)
      await expect(main.getByText(question.explanation).first()).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    }
    await page.clock.runFor(QUIZ_READING_MS)
    const last = index === QUIZ_ROUND_SIZE - 1
    await main
      .getByRole('button', { name: last ? edition.seeScore : edition.next })
      .tap()
  }
  if (!saved) throw new Error('No question of the round names a section')
  return { asked, saved }
}

for (const edition of EDITIONS) {
  test(`${edition.name}: Learn more keeps a page during the round and opens it after`, async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto(edition.games)
    const { asked, saved } = await playRound(page, edition)

    const list = page.getByRole('region', { name: edition.region })
    await expect(list).toBeVisible()
    const links = list.getByRole('link')
    const sources = new Set(asked.map((q) => q.source))
    await expect(links).toHaveCount(sources.size)
    const first = links.first()
    const href = localized(saved.source, edition.prefix)
    await expect(first).toHaveAttribute('href', href)
    await expect(first).toContainText(edition.savedMark)
    await expectNoSeriousA11yViolations(page)

    // The To read list stays on the device: after a reload, on the games
    // page, the kept page waits there, not yet read.
    await page.reload()
    const toRead = page.getByRole('region', { name: edition.toRead })
    await expect(toRead).toBeVisible()
    const kept = toRead.getByRole('link')
    await expect(kept).toHaveCount(1)
    await expect(kept).toHaveAttribute('href', href)
    await expect(kept).not.toContainText(edition.readMark)
    await expectNoSeriousA11yViolations(page)

    // Opened from the list, it lands on its section...
    await kept.tap()
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href)
    const section = saved.source.split('#')[1] ?? ''
    await expect(page.locator(`[id="${section}"]`)).toBeInViewport()

    // ...and Back finds the list again, the page ticked off; a reload too.
    await page.goBack()
    await expect(toRead.getByRole('link')).toContainText(edition.readMark)
    await page.reload()
    await expect(toRead.getByRole('link')).toContainText(edition.readMark)
    await expectNoSeriousA11yViolations(page)
  })
}
