/**
 * The ids of what the site offers, in short lists the home page can count
 * without loading the content itself (its first chunk must stay small,
 * decisions 046 and 049). story.ts and coloring.ts keep their entries in
 * this order; siteCounts.test.ts fails if they and these lists disagree.
 */

/** The four chapters of the Vasavi story (story.ts). */
export const STORY_CHAPTER_IDS = [
  'the-beautiful-princess',
  'the-difficult-choice',
  'the-sacred-fire',
  'the-eternal-protector',
] as const

/** The coloring pages (coloring.ts). */
export const COLORING_PAGE_IDS = [
  'diya',
  'kite',
  'lotus',
  'kalash',
  'toran',
  'ugadi',
  'muggu',
  'elephant',
  'gopuram',
] as const
