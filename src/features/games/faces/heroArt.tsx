import type { ReactElement } from 'react'

import type { HeroPicture } from '@/data/matching'

import { ART } from './artColors'

const PILLARS = [22, 34, 46, 58, 70]

/**
 * Hero Matching: each hero drawn as what they did (no portraits: the game
 * teaches the deed, and no likeness is claimed).
 */
export const HERO_ART: Record<HeroPicture, ReactElement> = {
  // Potti Sriramulu: a land of its own for Telugu speakers, its flag raised.
  teluguState: (
    <>
      <path
        d="M12 66 C10 50 24 42 36 46 C44 32 62 30 72 38 C86 42 90 58 84 68 C80 82 62 88 48 84 C34 90 14 82 12 66 Z"
        fill={ART.leaf300}
      />
      <path d="M24 72 C36 64 48 74 62 64 C68 60 74 62 78 66" fill="none" />
      <path d="M56 60 V14" fill="none" />
      <path d="M56 14 L82 21 L56 29 Z" fill={ART.saffron400} />
      <ellipse cx="56" cy="60" rx="8" ry="3" fill={ART.gold700} />
    </>
  ),
  // Mamidi Venkayya: Andhra Deepika ("lamp of Andhra"), a dictionary.
  dictionary: (
    <>
      <path
        d="M50 12 C57 20 58 28 50 34 C42 28 43 20 50 12 Z"
        fill={ART.gold400}
      />
      <path
        d="M8 40 V88 C24 84 40 84 50 90 C60 84 76 84 92 88 V40 Z"
        fill={ART.maroon600}
      />
      <path
        d="M50 44 C40 38 24 38 12 42 V82 C24 78 40 78 50 84 Z"
        fill={ART.cream}
      />
      <path
        d="M50 44 C60 38 76 38 88 42 V82 C76 78 60 78 50 84 Z"
        fill={ART.cream}
      />
      <path
        d="M20 52 C28 50 36 50 42 53 M20 62 C28 60 36 60 42 63 M20 72 C28 70 36 70 42 73 M58 53 C64 50 72 50 80 52 M58 63 C64 60 72 60 80 62 M58 73 C64 70 72 70 80 72"
        fill="none"
      />
    </>
  ),
  // Konijeti Rosaiah: the assembly building where a state is governed.
  assembly: (
    <>
      <path d="M50 28 V8" fill="none" />
      <path d="M50 8 L66 12 L50 17 Z" fill={ART.saffron500} />
      <path d="M32 46 C32 24 68 24 68 46 Z" fill={ART.gold400} />
      <path d="M14 54 L20 46 H80 L86 54 Z" fill={ART.saffron400} />
      {PILLARS.map((x) => (
        <rect key={x} x={x} y="54" width="8" height="26" fill={ART.cream} />
      ))}
      <rect x="12" y="80" width="76" height="6" fill={ART.cream300} />
      <rect x="6" y="86" width="88" height="6" fill={ART.cream200} />
    </>
  ),
  // Kothalinga: Penugonda rebuilt, with its gateway, trees and a tank.
  penugonda: (
    <>
      <rect x="22" y="44" width="7" height="26" fill={ART.gold800} />
      <circle cx="25" cy="34" r="16" fill={ART.leaf400} />
      <path
        d="M52 68 V34 L56 28 L60 34 L64 28 L68 34 L72 28 L76 34 L80 28 L84 34 V68 H76 V56 C76 46 60 46 60 56 V68 Z"
        fill={ART.saffron400}
      />
      <path d="M6 70 H94 L86 94 H14 Z" fill={ART.cream300} />
      <path d="M16 76 H84 L78 90 H22 Z" fill={ART.leaf200} />
      <path
        d="M30 82 C34 80 38 84 42 82 M56 84 C60 82 64 86 68 84"
        fill="none"
      />
    </>
  ),
}
