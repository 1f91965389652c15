import type { ReactElement } from 'react'

import type { MemoryPicture } from '@/data/memory'

import { ART } from './artColors'

const PETALS = [0, 45, 90, 135, 180, 225, 270, 315]
const MALA_BEADS = Array.from({ length: 15 }, (_, i) => {
  // Round the top and sides of a circle; the bottom is left for the tassel.
  const angle = ((130 + i * 20) * Math.PI) / 180
  return {
    cx: Math.round((50 + 30 * Math.cos(angle)) * 10) / 10,
    cy: Math.round((44 + 30 * Math.sin(angle)) * 10) / 10,
  }
})

/** The three faces of a block of jaggery whose top corner is at (x, y). */
function block(x: number, y: number) {
  const top = `M${x - 20} ${y + 10} L${x} ${y} L${x + 20} ${y + 10} L${x} ${y + 20} Z`
  const left = `M${x - 20} ${y + 10} L${x} ${y + 20} L${x} ${y + 42} L${x - 20} ${y + 32} Z`
  const right = `M${x} ${y + 20} L${x + 20} ${y + 10} L${x + 20} ${y + 32} L${x} ${y + 42} Z`
  return (
    <g>
      <path d={left} fill={ART.gold700} />
      <path d={right} fill={ART.gold800} />
      <path d={top} fill={ART.gold600} />
    </g>
  )
}

/** The eight memory card faces, drawn for the game. */
export const MEMORY_ART: Record<MemoryPicture, ReactElement> = {
  temple: (
    <>
      <path d="M16 90 H84" fill="none" />
      <path d="M20 90 V72 H80 V90 Z" fill={ART.maroon300} />
      <path d="M24 72 L30 56 H70 L76 72 Z" fill={ART.saffron400} />
      <path d="M31 56 L36 42 H64 L69 56 Z" fill={ART.gold400} />
      <path d="M37 42 L41 30 H59 L63 42 Z" fill={ART.saffron400} />
      <path d="M40 30 C40 20 60 20 60 30 Z" fill={ART.maroon600} />
      <path d="M50 22 V12" fill="none" />
      <circle cx="50" cy="10" r="3" fill={ART.gold400} />
      <path d="M43 90 V80 C43 72 57 72 57 80 V90 Z" fill={ART.maroon700} />
      <path d="M40 64 H60 M44 49 H56" fill="none" />
    </>
  ),
  diya: (
    <>
      <path
        d="M50 14 C60 28 62 42 50 52 C38 42 40 28 50 14 Z"
        fill={ART.gold400}
      />
      <path
        d="M50 30 C55 37 55 44 50 48 C45 44 45 37 50 30 Z"
        fill={ART.saffron500}
      />
      <path
        d="M12 56 H88 C86 74 70 86 50 86 C30 86 14 74 12 56 Z"
        fill={ART.saffron600}
      />
      <ellipse cx="50" cy="56" rx="38" ry="6" fill={ART.gold300} />
      <circle cx="34" cy="71" r="3.5" fill={ART.cream} />
      <circle cx="50" cy="75" r="3.5" fill={ART.cream} />
      <circle cx="66" cy="71" r="3.5" fill={ART.cream} />
    </>
  ),
  kite: (
    <>
      <path d="M50 8 L80 40 L50 78 L20 40 Z" fill={ART.saffron400} />
      <path d="M50 8 L80 40 H50 Z" fill={ART.maroon600} />
      <path d="M20 40 H50 V78 Z" fill={ART.maroon600} />
      <path d="M50 8 V78 M20 40 H80" fill="none" />
      <path d="M50 78 C42 84 58 88 50 94" fill="none" />
      <path d="M50 84 L42 80 L42 88 Z" fill={ART.gold400} />
      <path d="M52 90 L60 86 L60 94 Z" fill={ART.gold400} />
    </>
  ),
  coconut: (
    <>
      <path
        d="M48 26 C46 16 40 10 32 10 C38 16 40 22 42 28 Z"
        fill={ART.gold600}
      />
      <path
        d="M52 26 C56 16 62 12 70 12 C64 18 60 24 58 30 Z"
        fill={ART.gold600}
      />
      <circle cx="50" cy="58" r="32" fill={ART.gold700} />
      <circle cx="41" cy="46" r="4" fill={ART.maroon900} />
      <circle cx="57" cy="44" r="4" fill={ART.maroon900} />
      <circle cx="49" cy="57" r="4" fill={ART.maroon900} />
      <path
        d="M26 64 C30 72 34 76 40 80 M62 82 C68 78 74 72 76 62 M30 44 C32 40 34 38 36 36"
        fill="none"
      />
    </>
  ),
  flower: (
    <>
      {PETALS.map((angle) => (
        <ellipse
          key={angle}
          cx="50"
          cy="26"
          rx="10"
          ry="18"
          transform={`rotate(${angle} 50 50)`}
          fill={ART.saffron400}
        />
      ))}
      {PETALS.map((angle) => (
        <ellipse
          key={angle}
          cx="50"
          cy="34"
          rx="7"
          ry="12"
          transform={`rotate(${angle + 22.5} 50 50)`}
          fill={ART.gold400}
        />
      ))}
      <circle cx="50" cy="50" r="9" fill={ART.saffron600} />
    </>
  ),
  mala: (
    <>
      <path d="M31 67 L50 78 L69 67" fill="none" />
      <path d="M45 84 L50 82 L55 84 L59 97 H41 Z" fill={ART.maroon600} />
      <path d="M47 88 L45 97 M53 88 L55 97" fill="none" />
      {MALA_BEADS.map(({ cx, cy }, i) => (
        <circle
          key={i}
          cx={cx}
          cy={cy}
          r="5"
          fill={i % 2 === 0 ? ART.saffron500 : ART.gold300}
        />
      ))}
      <circle cx="50" cy="78" r="7" fill={ART.maroon600} />
    </>
  ),
  dance: (
    <>
      <path d="M45 32 L30 24 L26 12" fill="none" />
      <path d="M55 32 L70 38 L80 30" fill="none" />
      <circle cx="26" cy="10" r="3" fill={ART.saffron200} />
      <circle cx="82" cy="29" r="3" fill={ART.saffron200} />
      <path d="M40 74 L30 86 L36 94 M60 74 L70 86 L64 94" fill="none" />
      <circle cx="33" cy="90" r="3" fill={ART.gold400} />
      <circle cx="67" cy="90" r="3" fill={ART.gold400} />
      <path d="M44 28 H56 L58 48 H42 Z" fill={ART.maroon600} />
      <path d="M40 48 H60 L72 76 H28 Z" fill={ART.saffron400} />
      <path d="M50 48 V76 M45 48 L40 76 M55 48 L60 76" fill="none" />
      <circle cx="59" cy="12" r="4.5" fill={ART.maroon900} />
      <circle cx="50" cy="17" r="8" fill={ART.saffron200} />
    </>
  ),
  jaggery: (
    <>
      {block(30, 48)}
      {block(70, 48)}
      {block(50, 24)}
      <path d="M18 94 H82" fill="none" />
    </>
  ),
}
