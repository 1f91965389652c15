import { Flame, Slice } from '@/components/icons'
import { Badge } from '@/components/ui/Badge'
import type { RecipeStep } from '@/data/traditions'
import { traditionsText } from '@/lib/i18n/traditions'

type RecipeStepItemProps = { step: RecipeStep }

/** One numbered step; a step with heat or a blade carries a grown-up badge. */
export function RecipeStepItem({ step }: RecipeStepItemProps) {
  return (
    <li className="pl-1">
      <p>{step.text}</p>
      {step.grownUp === 'heat' ? (
        <Badge variant="red" className="mt-1">
          <Flame aria-hidden="true" />
          {traditionsText('traditions.recipe.grownUp.heat')}
        </Badge>
      ) : null}
      {step.grownUp === 'sharp' ? (
        <Badge variant="red" className="mt-1">
          <Slice aria-hidden="true" />
          {traditionsText('traditions.recipe.grownUp.sharp')}
        </Badge>
      ) : null}
    </li>
  )
}
