import type { ReactElement } from 'react'

import type { FestivalPicture } from '@/data/matching'

import { ART } from './artColors'

/** A leaf hanging from (0, 0), 24 long, in local space. */
const HANGING_LEAF = 'M0 0 C7 6 7 16 0 24 C-7 16 -7 6 0 0 Z'
const TORAN_LEAVES = [14, 32, 50, 68, 86]
/** A mango leaf growing up from (0, 0), 26 long. */
const UPRIGHT_LEAF = 'M0 0 C7 -6 7 -18 0 -26 C-7 -18 -7 -6 0 0 Z'
const KALASH_LEAVES = [-60, -30, 0, 30, 60]
/** Nine dots round the pot, one for each night. */
const NINE_DOTS = Array.from({ length: 9 }, (_, i) => 30 + i * 5)
/** A row of three little lamps for Diwali: where each one stands. */
const THREE_LAMPS = [
  { x: 22, y: 80 },
  { x: 50, y: 64 },
  { x: 78, y: 80 },
]
/** Three kudumulu on the leaf, left to right. */
const KUDUMULU = [30, 50, 70]

/** Festival Matching: one picture for each festival. */
export const FESTIVAL_ART: Record<FestivalPicture, ReactElement> = {
  // Vasavi Matha's birthday: a lotus in front of a golden halo.
  vasaviJayanti: (
    <>
      <circle cx="50" cy="44" r="30" fill={ART.gold300} />
      <ellipse cx="50" cy="80" rx="34" ry="7" fill={ART.leaf400} />
      <path
        d="M50 78 C34 78 20 70 14 54 C28 54 42 62 50 78 Z"
        fill={ART.maroon200}
      />
      <path
        d="M50 78 C66 78 80 70 86 54 C72 54 58 62 50 78 Z"
        fill={ART.maroon200}
      />
      <path
        d="M50 78 C38 70 30 56 30 40 C42 46 48 60 50 78 Z"
        fill={ART.maroon300}
      />
      <path
        d="M50 78 C62 70 70 56 70 40 C58 46 52 60 50 78 Z"
        fill={ART.maroon300}
      />
      <path
        d="M50 24 C60 38 62 60 50 78 C38 60 40 38 50 24 Z"
        fill={ART.maroon300}
      />
    </>
  ),
  // The Telugu New Year: mango leaves over the door, a pot of pachadi.
  ugadi: (
    <>
      <path d="M4 12 C30 20 70 20 96 12" fill="none" />
      {TORAN_LEAVES.map((x, i) => (
        <path
          key={x}
          d={HANGING_LEAF}
          transform={`translate(${x} ${i % 2 === 0 ? 15 : 17})`}
          fill={ART.leaf400}
        />
      ))}
      <circle cx="23" cy="18" r="4" fill={ART.saffron400} />
      <circle cx="77" cy="18" r="4" fill={ART.saffron400} />
      <path
        d="M36 54 C20 62 22 90 50 92 C78 90 80 62 64 54 Z"
        fill={ART.saffron600}
      />
      <ellipse cx="50" cy="53" rx="17" ry="5" fill={ART.gold500} />
      <path d="M30 70 C42 76 58 76 70 70" fill="none" />
      <circle cx="40" cy="80" r="2.5" fill={ART.cream} />
      <circle cx="50" cy="82" r="2.5" fill={ART.cream} />
      <circle cx="60" cy="80" r="2.5" fill={ART.cream} />
    </>
  ),
  // The harvest festival: sugarcane, the sun and a pot boiling over.
  sankranti: (
    <>
      <circle cx="78" cy="20" r="10" fill={ART.gold400} />
      <path
        d="M78 4 V6 M94 20 H92 M89 9 L88 10 M67 9 L68 10 M89 31 L88 30"
        fill="none"
      />
      <path d="M20 88 L26 90 L62 18 L56 16 Z" fill={ART.leaf500} />
      <path d="M80 88 L74 90 L38 18 L44 16 Z" fill={ART.leaf500} />
      <path
        d="M56 16 C52 8 46 6 40 8 C46 10 50 14 52 18 Z"
        fill={ART.leaf300}
      />
      <path d="M44 16 C48 8 52 4 60 4 C56 8 52 12 48 18 Z" fill={ART.leaf300} />
      <path
        d="M32 62 C24 72 30 90 50 90 C70 90 76 72 68 62 Z"
        fill={ART.saffron500}
      />
      <rect x="32" y="54" width="36" height="9" rx="3" fill={ART.saffron600} />
      <path
        d="M33 54 C30 44 40 42 44 46 C46 38 56 38 58 46 C62 42 72 44 67 54 Z"
        fill={ART.cream}
      />
      <circle cx="42" cy="76" r="2.5" fill={ART.cream} />
      <circle cx="50" cy="80" r="2.5" fill={ART.cream} />
      <circle cx="58" cy="76" r="2.5" fill={ART.cream} />
    </>
  ),
  // Nine nights: a kalasha with mango leaves and a coconut, nine dots.
  navaratri: (
    <>
      {KALASH_LEAVES.map((angle) => (
        <path
          key={angle}
          d={UPRIGHT_LEAF}
          transform={`translate(50 48) rotate(${angle})`}
          fill={ART.leaf400}
        />
      ))}
      <ellipse cx="50" cy="36" rx="10" ry="12" fill={ART.gold700} />
      <path d="M40 48 H60 L58 56 H42 Z" fill={ART.gold500} />
      <path
        d="M42 56 C34 58 26 64 26 74 C26 86 38 92 50 92 C62 92 74 86 74 74 C74 64 66 58 58 56 Z"
        fill={ART.gold400}
      />
      <path d="M28 70 C42 76 58 76 72 70" fill="none" stroke={ART.maroon600} />
      {NINE_DOTS.map((x) => (
        <circle
          key={x}
          cx={x}
          cy={81 - 4 * ((x - 50) / 22) ** 2}
          r="2"
          fill={ART.maroon600}
          stroke="none"
        />
      ))}
    </>
  ),
  // The festival of lights: three little clay lamps, each with its flame.
  diwali: (
    <>
      {THREE_LAMPS.map(({ x, y }) => (
        <g key={x} transform={`translate(${x} ${y})`}>
          <path
            d="M0 -30 C6 -22 7 -14 0 -8 C-7 -14 -6 -22 0 -30 Z"
            fill={ART.gold400}
          />
          <path
            d="M-17 -4 H17 C15 6 8 12 0 12 C-8 12 -15 6 -17 -4 Z"
            fill={ART.saffron600}
          />
          <ellipse cx="0" cy="-4" rx="17" ry="4" fill={ART.gold300} />
        </g>
      ))}
    </>
  ),
  // Ganesha's birthday: kudumulu on a banana leaf, a flower beside them.
  ganeshChaturthi: (
    <>
      <path
        d="M6 74 C20 58 80 58 94 74 C80 90 20 90 6 74 Z"
        fill={ART.leaf400}
      />
      <path d="M12 74 H88" fill="none" />
      {KUDUMULU.map((x) => (
        <path
          key={x}
          d={`M${x - 11} 72 C${x - 12} 58 ${x - 4} 50 ${x} 44 C${x + 4} 50 ${x + 12} 58 ${x + 11} 72 Z`}
          fill={ART.cream}
        />
      ))}
      <circle cx="50" cy="20" r="7" fill={ART.gold400} />
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse
          key={angle}
          cx="50"
          cy="8"
          rx="5"
          ry="7"
          transform={`rotate(${angle} 50 20)`}
          fill={ART.saffron400}
        />
      ))}
      <circle cx="50" cy="20" r="5" fill={ART.gold400} />
    </>
  ),
}
