/**
 * The quiz's question bank (issue 36): 99 questions in three age bands, 33
 * a band, across the site's seven topics. Every question names the page and
 * section its facts come from (`source`), so "Learn more" can open it, and
 * states nothing that page or the shared content notes do not.
 *
 * - Ages 5–7: three options, short words, the children's version of a page.
 * - Ages 8–11: four options; the 12 questions of the first quiz (quiz.ts)
 *   are here in the same words.
 * - Ages 12–15: four options; the grown-ups' facts, dates and sources (the
 *   story's grown-ups' version, the timeline's notes, the gotra notes).
 *
 * The Telugu twin is `te/questionBank.ts`: the same ids, order, bands,
 * topics, sources and right-answer indexes. Pure data: no `@/` aliases.
 */

import type { BankQuestion, QuestionTopic } from '../lib/quiz/bank'
import { questionsAges11to15 } from './questionBank11to15'
import { questionsAges5to7 } from './questionBank5to7'
import { questionsAges8to10 } from './questionBank8to10'

export {
  OPTIONS_PER_BAND,
  QUESTION_BANDS,
  QUESTION_TOPICS,
} from '../lib/quiz/bank'
export type {
  BankQuestion,
  OlderBankQuestion,
  QuestionBand,
  QuestionTopic,
  YoungBankQuestion,
} from '../lib/quiz/bank'

/** Each topic's name, for the parent's "what was learnt" view. */
export const questionTopicLabels = {
  'vasavi-story': 'Vasavi’s story',
  festivals: 'Festivals',
  heroes: 'Heroes',
  'gotras-and-sages': 'Gotras and sages',
  'traditions-and-food': 'Traditions and food',
  'telugu-phrases': 'Telugu phrases',
  'history-and-places': 'History and places',
} as const satisfies Record<QuestionTopic, string>

export const questionBank: readonly BankQuestion[] = [
  ...questionsAges5to7,
  ...questionsAges8to10,
  ...questionsAges11to15,
]
