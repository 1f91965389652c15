import type { Locator, Page } from '@playwright/test'

import { gamesMessages as en } from '../src/lib/i18n/en/games'
import { speechMessages as enSpeech } from '../src/lib/i18n/en/speech'
import { ageBandMessages as teAgeBands } from '../src/lib/i18n/te/ageBands'
import { gamesMessages as te } from '../src/lib/i18n/te/games'
import { speechMessages as teSpeech } from '../src/lib/i18n/te/speech'
import { splitSentences } from '../src/lib/speech/sentences'
import {
  finishSentence,
  installFakeSpeech,
  reading,
  spoken,
} from './fakeSpeech'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { shownQuestion, type Edition } from './quizRound'
import { familyWithPin, seedAccounts, seedPlayer } from './seedAccounts'

/**
 * Issue 43 item 1: a 5–7 round read aloud on the tablet, by touch. The
 * project's fake speech synthesis records what is said and with which voice;
 * a sentence ends when the test says so, as a device's voice would.
 */

test.describe.configure({ timeout: 180_000 })
test.use({
  viewport: { width: 820, height: 1180 },
  hasTouch: true,
  isMobile: true,
})

const QUIZ = { en: 'Cultural Quiz Challenge', te: 'సంస్కృతి క్విజ్ సవాలు' }

/** A signed-in family (device backend) whose child, aged 5–7, is playing. */
async function youngChild(page: Page) {
  const seed = familyWithPin('parent@example.org', 'secret1', '1234')
  const [family] = seed.data.families
  family!.profiles = [
    {
      id: 'kid-young',
      funName: 'Chinni',
      avatar: 'peacock',
      ageBand: '5-7',
      hidden: false,
      createdAt: Date.now(),
      results: [],
    } as never,
  ]
  await seedAccounts(page, seed)
  await seedPlayer(page, seed.sessionId, 'kid-young')
}

async function openQuiz(page: Page, edition: Edition) {
  await page.goto(edition === 'en' ? '/games' : '/te/games')
  await page
    .getByRole('button', { name: new RegExp(QUIZ[edition]) })
    .first()
    .tap()
  const game = page.getByRole('region', { name: QUIZ[edition] })
  await expect(game.getByRole('heading', { level: 2 })).toBeFocused()
  return game
}

/** Waits until `text` is being read. */
async function expectReading(page: Page, text: string | null) {
  await expect.poll(() => reading(page)).toBe(text)
}

/** Lets the voice read these sentences to their end, one after another. */
async function hear(page: Page, sentences: readonly string[]) {
  for (const sentence of sentences) {
    await expectReading(page, sentence)
    await finishSentence(page)
  }
}

/**
 * Plays the first question of a round with the switch on: the question and
 * each option are read, the child taps the right one, and the verdict and
 * the explanation are read. Returns what was said from the question on.
 */
async function playFirstQuestion(page: Page, game: Locator, edition: Edition) {
  const question = await shownQuestion(page, edition)
  const from = (await spoken(page)).length - 1
  // A question of two sentences ("Long ago, … What did …?") is read one
  // sentence at a time, as every text is.
  const [first = '', ...rest] = splitSentences(question.question)
  await expectReading(page, first)
  // The sentence being read is highlighted where it is shown.
  await expect(
    game.getByRole('heading', { level: 3 }).locator('mark'),
  ).toHaveText(first)
  await finishSentence(page)
  await hear(page, [...rest, ...question.options])
  await expectReading(page, null)
  const right = question.options[question.correct] ?? ''
  await game
    .getByRole('list', { name: edition === 'en' ? 'Answers' : 'జవాబులు' })
    .getByRole('button', { name: right, exact: true })
    .tap()
  const verdict = splitSentences(
    (edition === 'en' ? en : te)['games.quiz.correct'],
  )
  const explanation = splitSentences(question.explanation)
  await hear(page, [...verdict, ...explanation])
  const said = (await spoken(page)).slice(from)
  expect(said.map((utterance) => utterance.text)).toEqual([
    ...splitSentences(question.question),
    ...question.options,
    ...verdict,
    ...explanation,
  ])
  return said
}

test('a 5–7 child hears the round read aloud, in order, and Back stops it', async ({
  page,
}) => {
  await installFakeSpeech(page, ['en-US', 'en-IN', 'te-IN'])
  await youngChild(page)
  const game = await openQuiz(page, 'en')
  // On by default for the 5–7 band: the start screen is read at once.
  await expect(
    game.getByRole('switch', { name: enSpeech['speech.readToMe'] }),
  ).toHaveAttribute('aria-checked', 'true')
  await expectReading(page, splitSentences(en['games.quiz.start.intro'])[0]!)
  await game.getByRole('button', { name: en['games.quiz.start'] }).tap()

  const said = await playFirstQuestion(page, game, 'en')
  // An Indian English voice, where the device has one.
  expect(new Set(said.map((utterance) => utterance.voice))).toEqual(
    new Set(['en-IN']),
  )
  await expectNoSeriousA11yViolations(page)

  // A tap is never blocked: answering while the question is read moves on.
  await game.getByRole('button', { name: en['games.quiz.next'] }).tap()
  const second = await shownQuestion(page, 'en')
  await expectReading(page, splitSentences(second.question)[0]!)
  await game
    .getByRole('button', { name: second.options[0] ?? '', exact: true })
    .tap()
  await expect(
    game.getByText(second.explanation, { exact: true }),
  ).toBeVisible()
  await expect
    .poll(() => reading(page))
    .toBe(
      splitSentences(
        second.correct === 0
          ? en['games.quiz.correct']
          : en['games.quiz.wrong'].replace(
              '{answer}',
              second.options[second.correct] ?? '',
            ),
      )[0],
    )

  // Back to Games: the reading stops, and nothing more is said.
  const before = (await spoken(page)).length
  await game.getByRole('button', { name: en['games.backToGames'] }).tap()
  await expectReading(page, null)
  await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible()
  expect(await spoken(page)).toHaveLength(before)
})

test('on /te a guest who chooses 5–7 hears it with the Telugu voice', async ({
  page,
}) => {
  await installFakeSpeech(page, ['en-IN', 'te-IN'])
  const game = await openQuiz(page, 'te')
  const toggle = game.getByRole('switch', { name: teSpeech['speech.readToMe'] })
  // Off for a guest until they switch it on; then remembered on the device.
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await toggle.tap()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await game
    .getByRole('radio', { name: teAgeBands['ageBand.5-7'] })
    .check({ force: true })
  await game.getByRole('button', { name: te['games.quiz.start'] }).tap()
  const said = await playFirstQuestion(page, game, 'te')
  expect(new Set(said.map((utterance) => utterance.voice))).toEqual(
    new Set(['te-IN']),
  )
  await expectNoSeriousA11yViolations(page)

  await page.reload()
  const again = await openQuiz(page, 'te')
  await expect(
    again.getByRole('switch', { name: teSpeech['speech.readToMe'] }),
  ).toHaveAttribute('aria-checked', 'true')
})

test('without a Telugu voice, the notice says once how to add one', async ({
  page,
}) => {
  await installFakeSpeech(page, ['en-IN'])
  const game = await openQuiz(page, 'te')
  const notice = page.getByRole('note', {
    name: teSpeech['speech.noTeluguVoice.title'],
  })
  await expect(notice).toHaveCount(1)
  await expect(notice).toBeVisible()
  for (const way of ['android', 'ipad', 'windows'] as const) {
    await expect(notice).toContainText(teSpeech[`speech.noTeluguVoice.${way}`])
  }
  await expect(notice).toContainText('Google Text-to-speech')
  await expect(notice).toContainText('Spoken Content')
  await expect(notice).toContainText('Time & language')
  // No switch and no speaker that could not be heard.
  await expect(
    game.getByRole('switch', { name: teSpeech['speech.readToMe'] }),
  ).toHaveCount(0)
  await game.getByRole('button', { name: te['games.quiz.start'] }).tap()
  await expect(game.getByRole('heading', { level: 3 })).toBeVisible()
  await expect(game.locator('[data-speak-button]')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await notice
    .getByRole('button', { name: teSpeech['speech.noTeluguVoice.dismiss'] })
    .tap()
  await expect(notice).toHaveCount(0)
  // Said once: not again on the next visit, in either edition.
  await page.goto('/traditions')
  await expect(
    page
      .getByRole('heading', { name: 'Telugu Phrases' })
      .or(page.locator('#phrases-heading')),
  ).toBeVisible()
  await expect(
    page.getByRole('note', { name: enSpeech['speech.noTeluguVoice.title'] }),
  ).toHaveCount(0)
})

test('on the English traditions page the notice says the same, in English', async ({
  page,
}) => {
  await installFakeSpeech(page, ['en-IN'])
  await page.goto('/traditions')
  const notice = page.getByRole('note', {
    name: enSpeech['speech.noTeluguVoice.title'],
  })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(enSpeech['speech.noTeluguVoice.android'])
  await notice.scrollIntoViewIfNeeded()
  await expectNoSeriousA11yViolations(page)
})
