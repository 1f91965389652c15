/**
 * The Telugu twin of `questionBank.ts`: the same 99 questions in the same
 * order, each with the English one's id, band, topic, source and right
 * answer, the words in Telugu. Loaded only on Telugu pages
 * (`teluguTwin(questionBankModule, () => import('@/data/te/questionBank'))`).
 */

import type { BankQuestion, QuestionTopic } from '../../lib/quiz/bank'
import { questionsAges11to15 } from './questionBank11to15'
import { questionsAges5to7 } from './questionBank5to7'
import { questionsAges8to10 } from './questionBank8to10'

export {
  OPTIONS_PER_BAND,
  QUESTION_BANDS,
  QUESTION_TOPICS,
} from '../../lib/quiz/bank'
export type {
  BankQuestion,
  OlderBankQuestion,
  QuestionBand,
  QuestionTopic,
  YoungBankQuestion,
} from '../../lib/quiz/bank'

export const questionTopicLabels = {
  'vasavi-story': 'వాసవి కథ',
  festivals: 'పండుగలు',
  heroes: 'హీరోలు',
  'gotras-and-sages': 'గోత్రాలు, ఋషులు',
  'traditions-and-food': 'సంప్రదాయాలు, వంటలు',
  'telugu-phrases': 'తెలుగు మాటలు',
  'history-and-places': 'చరిత్ర, ప్రదేశాలు',
} as const satisfies Record<QuestionTopic, string>

export const questionBank: readonly BankQuestion[] = [
  ...questionsAges5to7,
  ...questionsAges8to10,
  ...questionsAges11to15,
]
