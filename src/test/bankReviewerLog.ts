/**
 * The reviewer's log for the question bank's length rule (decision 074): a
 * question listed here may have an option more than twice as long as its
 * shortest one, for the reason given. Keep it short; the usual fix is to
 * rewrite the options.
 */

import type { ReviewerLogEntry } from './bankChecks'

export const BANK_REVIEWER_LOG: readonly ReviewerLogEntry[] = [
  {
    id: 'q-story-004',
    reason:
      'The options are numbers (12, 120, 102): a number’s length is no clue to which one the story tells.',
  },
]
