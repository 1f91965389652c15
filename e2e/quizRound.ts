import { expect, type Page } from '@playwright/test'

import { questionBank } from '../src/data/questionBank'
import { toQuizQuestion } from '../src/data/quiz'
import { questionBank as teluguBank } from '../src/data/te/questionBank'
import type { BankQuestion } from '../src/lib/quiz/bank'

/**
 * The quiz plays a round drawn from the bank (issue 36), so a spec reads the
 * question shown and looks it up in the bank of the page's edition.
 */
export type Edition = 'en' | 'te'

/** Questions in a round (lib/quiz/drawRound.ts). */
export const QUIZ_ROUND_SIZE = 12

const bankOf = (edition: Edition): readonly BankQuestion[] =>
  edition === 'en' ? questionBank : teluguBank

/** The bank question whose text is `text`, in `edition`. */
export function questionByText(text: string, edition: Edition = 'en') {
  const found = bankOf(edition).find((q) => q.question === text)
  if (!found) throw new Error(`Not a question of the bank: "${text}"`)
  return toQuizQuestion(found)
}

/** The question on screen: its heading, above the answers. */
export async function shownQuestion(page: Page, edition: Edition = 'en') {
  const region = page.getByRole('region', {
    name: edition === 'en' ? 'Cultural Quiz Challenge' : 'సంస్కృతి క్విజ్ సవాలు',
  })
  const heading = region.getByRole('heading', { level: 3 })
  // After Play Again the last round's result ("You scored … out of 12")
  // stays until the new round has been drawn: wait for a question.
  const bank = new Set(bankOf(edition).map((q) => q.question))
  let text = ''
  try {
    await expect
      .poll(async () => {
        text = (await heading.textContent({ timeout: 1000 })) ?? ''
        return bank.has(text)
      })
      .toBe(true)
  } catch (error) {
    // Say what the quiz showed instead, so a failure can be read.
    const shown = await region.innerText({ timeout: 1000 }).catch(String)
    throw new Error(
      `The quiz shows no question of the bank. Its heading: "${text}". ` +
        `The quiz's region:\n${shown}`,
      { cause: error },
    )
  }
  return questionByText(text, edition)
}

/** Presses Start on the quiz's start screen (after choosing a band, if asked). */
export async function startQuiz(
  page: Page,
  { band, edition = 'en' }: { band?: string; edition?: Edition } = {},
) {
  // The radio itself is drawn as a pill (its input visually hidden).
  if (band) await page.getByRole('radio', { name: band }).check({ force: true })
  await page
    .getByRole('button', {
      name: edition === 'en' ? 'Start the quiz' : 'క్విజ్ మొదలుపెట్టండి',
    })
    .click()
}
