import { ART } from './artColors'

const PETALS = [0, 90, 180, 270]
const DOTS = [45, 135, 225, 315]

/** The back of a memory card: a small muggu (kolam) in gold on maroon. */
export function CardBack({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 100 100"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <g
        fill="none"
        stroke={ART.gold300}
        strokeWidth={4}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="50" cy="50" r="10" />
        {PETALS.map((angle) => (
          <path
            key={angle}
            d="M50 40 C60 30 60 18 50 10 C40 18 40 30 50 40 Z"
            transform={`rotate(${angle} 50 50)`}
          />
        ))}
        {DOTS.map((angle) => (
          <circle
            key={angle}
            cx="50"
            cy="22"
            r="3"
            fill={ART.gold300}
            transform={`rotate(${angle} 50 50)`}
          />
        ))}
      </g>
    </svg>
  )
}
