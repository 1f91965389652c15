import type { ReactNode } from 'react'

import { ART } from './artColors'

type PictureProps = {
  /** The drawing: shapes on a 100 × 100 grid. */
  art: ReactNode
  className?: string
  /**
   * What the picture shows. Leave it out where the name is written beside
   * the picture (cards, tiles): the picture is then decorative and screen
   * readers read the name once.
   */
  label?: string
}

/** One of the game pictures: line-and-fill art in the site's colours. */
export function Picture({ art, className, label }: PictureProps) {
  return (
    <svg
      viewBox="0 0 100 100"
      className={className}
      focusable="false"
      {...(label
        ? { role: 'img', 'aria-label': label }
        : { 'aria-hidden': true })}
    >
      <g
        stroke={ART.line}
        strokeWidth={3}
        strokeLinejoin="round"
        strokeLinecap="round"
      >
        {art}
      </g>
    </svg>
  )
}
