import * as coloringModule from '@/data/coloring'
import { teluguTwin } from '@/lib/i18n/edition'

/**
 * The colouring pages, tips, colour meanings, palette and labels in the
 * edition being shown. Difficulty and category stay English keys in both;
 * `coloringDifficultyLabels` and `coloringCategoryLabels` are what to show.
 */
export const coloringContent = teluguTwin(
  coloringModule,
  () => import('@/data/te/coloring'),
)
