import { avatarLabel } from '@/lib/i18n/avatars'

import { AVATAR_ART, AVATAR_INK, AVATAR_VIEWBOX } from './avatarArt'
import type { AvatarId } from './avatarIds'

type AvatarProps = {
  id: AvatarId
  /** Width and height in CSS pixels. */
  size?: number
  /**
   * Hidden from assistive technology, for an avatar next to text that already
   * names it (a picker tile, a name badge). Otherwise it is an image named
   * after what it shows.
   */
  decorative?: boolean
  className?: string
}

const HALF = AVATAR_VIEWBOX / 2

/** A child's avatar: a small drawing on a round, coloured background. */
export function Avatar({
  id,
  size = 64,
  decorative = false,
  className,
}: AvatarProps) {
  const art = AVATAR_ART[id]
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': avatarLabel(id) } as const)
  return (
    <svg
      viewBox={`0 0 ${AVATAR_VIEWBOX} ${AVATAR_VIEWBOX}`}
      width={size}
      height={size}
      focusable="false"
      className={className}
      data-avatar={id}
      {...a11y}
    >
      <circle cx={HALF} cy={HALF} r={HALF} fill={art.bg} />
      <g
        stroke={AVATAR_INK}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {art.shapes.map((shape, index) =>
          shape.length === 2 ? (
            <path key={index} fill={shape[0]} d={shape[1]} />
          ) : (
            <circle
              key={index}
              fill={shape[0]}
              cx={shape[1]}
              cy={shape[2]}
              r={shape[3]}
            />
          ),
        )}
      </g>
    </svg>
  )
}
