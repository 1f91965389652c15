import { useId } from 'react'

import { cn } from '@/lib/cn'

type Choice<Value extends string> = {
  value: Value
  label: string
  /** A fuller name for assistive technology, when the label is terse. */
  spokenLabel?: string
}

type ChoiceGroupProps<Value extends string> = {
  legend: string
  choices: readonly Choice<Value>[]
  value: Value
  onChange: (value: Value) => void
}

/**
 * One of a few choices (grid size, number of pieces) as a row of pills:
 * native radio buttons underneath, so the arrow keys move between them.
 */
export function ChoiceGroup<Value extends string>({
  legend,
  choices,
  value,
  onChange,
}: ChoiceGroupProps<Value>) {
  const name = useId()
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-left mr-2 font-display text-lg font-semibold">
        {legend}
      </legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={cn(
            'inline-flex min-h-12 cursor-pointer items-center rounded-full border-2 px-4 font-display font-semibold has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-maroon-700',
            choice.value === value
              ? 'border-maroon-700 bg-maroon-700 text-white'
              : 'border-maroon-700 bg-white text-maroon-800 hover:bg-maroon-50',
          )}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
            aria-label={choice.spokenLabel}
            className="sr-only"
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  )
}
