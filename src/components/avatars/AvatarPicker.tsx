import { useId, type Ref } from 'react'

import { Check } from '@/components/icons'
import { FieldError } from '@/components/ui/FieldError'
import { cn } from '@/lib/cn'
import { avatarLabel, avatarsText } from '@/lib/i18n/avatars'

import { Avatar } from './Avatar'
import { AVATAR_IDS, type AvatarId } from './avatarIds'

type AvatarPickerProps = {
  /** The chosen avatar; null before the first choice. */
  value: AvatarId | null
  onChange: (id: AvatarId) => void
  /** Defaults to "Choose an avatar". */
  legend?: string
  /** The radio group's form name; a unique one by default. */
  name?: string
  /** The avatars offered, in this order; all of them by default. */
  avatarIds?: readonly AvatarId[]
  disabled?: boolean
  className?: string
  /** What is wrong with the choice, said under the tiles and read with them. */
  error?: string
  /** The radio that takes the focus (the chosen one, else the first). */
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A radio group of big avatar tiles. Native radios: Tab reaches the group,
 * the arrow keys move the choice, a tap or click on a tile chooses it. The
 * chosen tile has a thicker border and a tick, not colour alone.
 */
export function AvatarPicker({
  value,
  onChange,
  legend = avatarsText('avatars.legend'),
  name,
  avatarIds = AVATAR_IDS,
  disabled = false,
  className,
  error,
  inputRef,
}: AvatarPickerProps) {
  const generatedName = useId()
  const groupName = name ?? generatedName
  const errorId = `${generatedName}-error`
  const focusId = avatarIds.find((id) => id === value) ?? avatarIds[0]

  return (
    <fieldset
      className={cn('min-w-0', className)}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="font-display text-lg font-bold text-maroon-800">
        {legend}
      </legend>
      <div className="mt-2 grid grid-cols-3 gap-2 min-[400px]:grid-cols-4 md:grid-cols-6">
        {avatarIds.map((id) => {
          const checked = value === id
          return (
            <label key={id} className="relative cursor-pointer">
              <input
                type="radio"
                name={groupName}
                value={id}
                checked={checked}
                onChange={() => onChange(id)}
                ref={id === focusId ? inputRef : undefined}
                aria-describedby={error ? errorId : undefined}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex h-full min-h-touch flex-col items-center gap-1 rounded-2xl text-center text-sm leading-tight font-bold text-ink transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-maroon-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-saffron-50',
                  checked
                    ? 'border-4 border-maroon-700 bg-saffron-50 p-1.5'
                    : 'border-2 border-cream-300 bg-white p-2',
                )}
              >
                <Avatar id={id} size={56} decorative />
                {avatarLabel(id)}
              </span>
              {checked ? (
                <Check
                  aria-hidden="true"
                  className="absolute top-1 right-1 size-6 rounded-full bg-maroon-700 p-1 text-white"
                  strokeWidth={3}
                />
              ) : null}
            </label>
          )
        })}
      </div>
      <FieldError id={errorId} message={error} className="mt-2" />
    </fieldset>
  )
}
