import type * as React from 'react'

import { Volume2 } from '@/components/icons'
import { Button } from '@/components/ui/Button'

type SpeakButtonProps = Omit<
  React.ComponentProps<typeof Button>,
  'children' | 'aria-pressed'
> & {
  /** The accessible name: what is read ("Read aloud: Ugadi"). */
  'aria-label': string
  /** Pressed while it reads; a second tap stops it. */
  speaking: boolean
  /** Visible words beside the speaker; none: the speaker alone. */
  text?: string
}

/**
 * The one speaker button of the site: a phrase on the traditions page, a
 * line of the story, a question of a game. Only shown where a voice can
 * read its text (the caller decides; never a button that does nothing).
 */
export function SpeakButton({
  speaking,
  text,
  variant = 'outline',
  size,
  ...props
}: SpeakButtonProps) {
  return (
    <Button
      type="button"
      variant={variant}
      size={size ?? (text ? 'sm' : 'icon')}
      aria-pressed={speaking}
      data-speak-button=""
      {...props}
    >
      <Volume2 aria-hidden="true" />
      {text}
    </Button>
  )
}
