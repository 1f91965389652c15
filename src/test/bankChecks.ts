/**
 * The question bank's checks (issue 43, decision 074): pure functions over
 * questions, each returning the problems it finds as short messages (an
 * empty list when all is well). The tests beside the bank run them on both
 * editions and prove each one on a planted bad question.
 *
 * - guessing: the right option is not a length give-away;
 * - the source states it: the question's `sourceQuote` is in its source
 *   section's rendered text;
 * - sensitive topics: a death, a fast or a sacrifice is told with the
 *   site's framing (docs/content-notes.md), or only in the 11–15 band;
 * - size: enough questions in every band and topic.
 */

import type { BankQuestion, QuestionBand } from '@/lib/quiz/bank'
import { HARD_TOPIC } from '@/test/gentleTelling'

import { collapse } from './renderedText'

/** What the checks read of a question (a planted one needs no more). */
export type CheckedQuestion = Pick<
  BankQuestion,
  'id' | 'band' | 'topic' | 'question' | 'explanation' | 'source'
> & {
  options: readonly string[]
  correct: number
  sourceQuote?: string
}

/** A reviewer's reason to let one question break the length rule. */
export type ReviewerLogEntry = { id: string; reason: string }

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * A text's length in characters as a reader sees them: grapheme clusters,
 * so a Telugu akshara with its vowel sign counts once.
 */
export function visibleLength(text: string): number {
  return [...graphemes.segment(text.trim())].length
}

/** True when the right option is longer than every other one. */
export function rightIsStrictlyLongest(question: CheckedQuestion): boolean {
  const lengths = question.options.map(visibleLength)
  const right = lengths[question.correct] ?? 0
  return lengths.every(
    (length, at) => at === question.correct || length < right,
  )
}

/** At most this share of a band's questions may have the longest right option. */
export const MAX_LONGEST_RIGHT_SHARE = 1 / 3
/** No option may be more than this many times as long as the shortest. */
export const MAX_LENGTH_RATIO = 2

/**
 * Length give-aways, band by band: too many questions whose right option is
 * the strictly longest, and any question whose longest option is more than
 * twice its shortest (unless the reviewer's log says why).
 */
export function guessingProblems(
  questions: readonly CheckedQuestion[],
  log: readonly ReviewerLogEntry[] = [],
): string[] {
  const problems: string[] = []
  const logged = new Set(log.map((entry) => entry.id))
  const bands = [...new Set(questions.map((question) => question.band))]
  for (const band of bands) {
    const inBand = questions.filter((question) => question.band === band)
    const longest = inBand.filter(rightIsStrictlyLongest)
    const allowed = Math.floor(inBand.length * MAX_LONGEST_RIGHT_SHARE)
    if (longest.length > allowed) {
      problems.push(
        `${band}: the right option is the longest in ${longest.length} of ${inBand.length} questions (at most ${allowed}): ${longest.map((q) => q.id).join(', ')}`,
      )
    }
  }
  for (const question of questions) {
    if (logged.has(question.id)) continue
    const lengths = question.options.map(visibleLength)
    const shortest = Math.min(...lengths)
    const longest = Math.max(...lengths)
    if (longest > shortest * MAX_LENGTH_RATIO) {
      problems.push(
        `${question.id}: options run from ${shortest} to ${longest} characters (more than ${MAX_LENGTH_RATIO} times)`,
      )
    }
  }
  return problems
}

/** Quotation marks and apostrophes read alike; white space collapsed. */
function comparable(text: string): string {
  return collapse(text)
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .normalize('NFC')
}

/**
 * Whether the question's `sourceQuote` is in `section`, the rendered text of
 * its source section (in the version its link opens); `undefined` when the
 * page has no such section.
 */
export function sourceQuoteProblem(
  question: CheckedQuestion,
  section: string | undefined,
): string | null {
  const quote = question.sourceQuote?.trim() ?? ''
  if (quote === '') return `${question.id}: has no sourceQuote`
  if (section === undefined) {
    return `${question.id}: ${question.source} renders no such section`
  }
  return comparable(section).includes(comparable(quote))
    ? null
    : `${question.id}: “${quote}” is not in ${question.source}`
}

/** The only band that may ask about a death, a fast or a sacrifice plainly. */
export const PLAIN_TELLING_BAND: QuestionBand = '11-15'

/**
 * Words that make a question one about a death, a fast or a sacrifice: the
 * kids' texts' own (`HARD_TOPIC`) and the quiz's ways of naming them.
 */
export const QUIZ_HARD_TOPIC = new RegExp(
  `${HARD_TOPIC.source}|\\b(atmarpana|self-offering|sacred fire|ashes|stopped eating|hunger|immortal|gave up (his|her) life)\\b`,
  'i',
)
const FAST = /\b(fast(ed|ing)?|without food|stopped eating|hunger)\b/i
/** A death or a fast told as the answer someone chose (rule 2). */
const CHOICE = /\b(chose|chosen|choose|choice)\b/i
const GROWN_UPS_CHOICE = /grown-up['’]s choice/gi
/** What the site praises instead: the love, the loyalty, no fighting. */
const PRAISE =
  /\b(love|loved|loyal|loyalty|stood by|would not let a war be fought|no one (to )?be hurt|anyone to be hurt|refus\w*)\b/i
/** The fast's framing: a grown-up's protest, and children eat well. */
const FAST_FRAMING = [
  /grown-up['’]s (peaceful protest|choice)/i,
  /children should always eat well/i,
]

/** The Telugu framing, for a Telugu twin whose English twin is hard. */
export const TELUGU_FRAMING = {
  /** Sriramulu's fast is a protest fast, never a religious ఉపవాసం. */
  fastWord: /నిరాహార దీక్ష/,
  notFastWord: /ఉపవాస/,
  eatWell: /బాగా తినాలి/,
  choice: /ఎంచుకు|ఎంపిక/,
  praise: /ప్రేమ|తోడు|ఎవరూ బాధపడ|యుద్ధం జరగ|యుద్ధం చేయ/,
} as const

/** "As fast as" is speed, not a fast. */
const textOf = (question: CheckedQuestion) =>
  [question.question, ...question.options, question.explanation]
    .join(' ')
    .replace(/\bas fast as\b/gi, 'as quickly as')

/** True when an English question touches a death, a fast or a sacrifice. */
export function touchesHardTopic(question: CheckedQuestion): boolean {
  return QUIZ_HARD_TOPIC.test(textOf(question))
}

/**
 * Rule 2 of docs/content-notes.md for the quiz: below the 11–15 band, a
 * question about a death, a fast or a sacrifice never calls it a choice
 * (but "a grown-up's choice"), praises the love, loyalty or refusal to
 * fight, and a fast carries its framing. `english` is the question's
 * English twin when `question` is Telugu.
 */
export function sensitiveFramingProblems(
  questions: readonly CheckedQuestion[],
  englishTwin?: (question: CheckedQuestion) => CheckedQuestion | undefined,
): string[] {
  const problems: string[] = []
  for (const question of questions) {
    if (question.band === PLAIN_TELLING_BAND) continue
    const english = englishTwin ? englishTwin(question) : question
    if (!english || !touchesHardTopic(english)) continue
    const text = textOf(question)
    const isFast = FAST.test(textOf(english))
    const say = (problem: string) =>
      problems.push(`${question.id} (${question.band}): ${problem}`)
    if (englishTwin) {
      if (TELUGU_FRAMING.choice.test(text)) say('calls it a choice')
      if (isFast) {
        if (TELUGU_FRAMING.notFastWord.test(text)) say('says ఉపవాసం')
        if (!TELUGU_FRAMING.fastWord.test(text)) say('no నిరాహార దీక్ష')
        if (!TELUGU_FRAMING.eatWell.test(question.explanation)) {
          say('no “పిల్లలు బాగా తినాలి”')
        }
      } else if (!TELUGU_FRAMING.praise.test(text)) {
        say('praises no love, loyalty or refusal to fight')
      }
      continue
    }
    if (CHOICE.test(text.replace(GROWN_UPS_CHOICE, ''))) {
      say('calls it a choice')
    }
    if (isFast) {
      for (const part of FAST_FRAMING) {
        if (!part.test(question.explanation)) say(`no framing ${part.source}`)
      }
    } else if (!PRAISE.test(text)) {
      say('praises no love, loyalty or refusal to fight')
    }
  }
  return problems
}

/** At least this many questions in each band. */
export const MIN_QUESTIONS_PER_BAND = 50

/**
 * Too few questions in a band, a topic missing from a band, or a question
 * with no Telugu twin (the same id).
 */
export function sizeProblems(
  bands: readonly QuestionBand[],
  topics: readonly string[],
  english: readonly CheckedQuestion[],
  telugu: readonly CheckedQuestion[],
): string[] {
  const problems: string[] = []
  const teluguIds = new Set(telugu.map((question) => question.id))
  for (const band of bands) {
    const inBand = english.filter((question) => question.band === band)
    if (inBand.length < MIN_QUESTIONS_PER_BAND) {
      problems.push(
        `${band}: ${inBand.length} questions (at least ${MIN_QUESTIONS_PER_BAND})`,
      )
    }
    for (const topic of topics) {
      if (!inBand.some((question) => question.topic === topic)) {
        problems.push(`${band}: no question about ${topic}`)
      }
    }
    for (const question of inBand) {
      if (!teluguIds.has(question.id)) {
        problems.push(`${question.id}: no Telugu twin`)
      }
    }
  }
  return problems
}
