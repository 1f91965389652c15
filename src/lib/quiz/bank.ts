/**
 * The quiz's vocabulary: the bands, the topics and the shape of a question
 * of the bank (data/questionBank.ts). The backend contract, the SQL answer
 * key and both editions' banks share it, so it sits in the lowest layer;
 * the bank itself is content, handed to the backend by the app
 * (`LoadQuestionBank`). No text here, so it has no Telugu twin. Pure data:
 * no `@/` aliases (scripts read the bank, which imports it).
 */

import { AGE_BANDS, type AgeBand } from '../ageBands/ageBands'

/** The bank's bands are the site's one age scheme (decision 068). */
export const QUESTION_BANDS = AGE_BANDS
export type QuestionBand = AgeBand

export const QUESTION_TOPICS = [
  'vasavi-story',
  'festivals',
  'heroes',
  'gotras-and-sages',
  'traditions-and-food',
  'telugu-phrases',
  'history-and-places',
] as const
export type QuestionTopic = (typeof QUESTION_TOPICS)[number]

/** How many options a question of each band offers. */
export const OPTIONS_PER_BAND = {
  '5-7': 3,
  '8-10': 4,
  '11-15': 4,
} as const satisfies Record<QuestionBand, number>

type QuestionBase = {
  /** Stable id (`q-<topic>-<number>`): kept when the wording changes. */
  id: string
  topic: QuestionTopic
  question: string
  /** One or two sentences that teach the fact, shown after every answer. */
  explanation: string
  /**
   * The English address of the page and section the facts come from, such
   * as `/vasavi-story#the-sacred-fire` or `/gotra/valmiki` (a test renders
   * each page and finds the section).
   */
  source: string
  /**
   * A few words (about 4 to 14) copied exactly from the source section's
   * rendered text, in the version the link opens, that state the fact the
   * question asks about; the Telugu twin quotes the Telugu page. A test
   * finds it there (issue 43).
   */
  sourceQuote: string
}

/** Ages 5–7: three options. */
export type YoungBankQuestion = QuestionBase & {
  band: '5-7'
  options: readonly [string, string, string]
  /** Index (0–2) of the right option. */
  correct: 0 | 1 | 2
}

/** Ages 8–11 and 12–15: four options. */
export type OlderBankQuestion = QuestionBase & {
  band: '8-10' | '11-15'
  options: readonly [string, string, string, string]
  /** Index (0–3) of the right option. */
  correct: 0 | 1 | 2 | 3
}

export type BankQuestion = YoungBankQuestion | OlderBankQuestion

/** Loads the question bank (the app hands the English bank to the backend). */
export type LoadQuestionBank = () => Promise<readonly BankQuestion[]>
