import { Badge } from '@/components/ui/Badge'
import type { ColoringDifficulty } from '@/data/coloring'
import { coloringText } from '@/lib/i18n/coloring'

import { coloringContent } from './coloringContent'

const VARIANT = {
  Easy: 'leaf',
  Medium: 'gold',
  Hard: 'red',
} as const satisfies Record<ColoringDifficulty, 'leaf' | 'gold' | 'red'>

/** Easy green, Medium yellow, Hard red (spec section 2), with dark text. */
export function DifficultyBadge({
  difficulty,
}: {
  difficulty: ColoringDifficulty
}) {
  return (
    <Badge variant={VARIANT[difficulty]}>
      <span className="sr-only">
        {coloringText('coloring.card.difficultyLabel')}{' '}
      </span>
      {coloringContent().coloringDifficultyLabels[difficulty]}
    </Badge>
  )
}
