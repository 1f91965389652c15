import { describe, expect, it } from 'vitest'

import { avatarLabels } from '@/lib/i18n/en/avatars'

import { AVATAR_ART, AVATAR_VIEWBOX, type AvatarArt } from './avatarArt'
import { AVATAR_IDS, isAvatarId } from './avatarIds'

const HEX = /^#[0-9a-f]{6}$/
const PATH = /^M[\d\s.,MmLlHhVvCcSsQqZz-]+$/

/** What is wrong with a drawing, as readable lines (none when it is fine). */
function problemsOf(id: string, art: AvatarArt): string[] {
  const problems: string[] = []
  if (JSON.stringify(art).length >= 600) problems.push(`${id}: over 600 bytes`)
  if (!HEX.test(art.bg)) problems.push(`${id}: background ${art.bg}`)
  if (art.shapes.length < 3) problems.push(`${id}: fewer than 3 shapes`)
  for (const shape of art.shapes) {
    if (shape[0] !== 'none' && !HEX.test(shape[0])) {
      problems.push(`${id}: fill ${shape[0]}`)
    }
    if (shape.length === 2) {
      if (!PATH.test(shape[1])) problems.push(`${id}: path ${shape[1]}`)
      continue
    }
    const [, cx, cy, r] = shape
    const edges = [cx - r, cy - r, cx + r, cy + r]
    if (r <= 0 || edges.some((v) => v < 0 || v > AVATAR_VIEWBOX)) {
      problems.push(`${id}: circle ${cx},${cy} r${r} outside the box`)
    }
  }
  return problems
}

describe('avatars', () => {
  it('offers at least 12 avatars, each id once', () => {
    expect(AVATAR_IDS.length).toBeGreaterThanOrEqual(12)
    expect(new Set(AVATAR_IDS).size).toBe(AVATAR_IDS.length)
  })

  it('has a drawing and an English label for every id, and nothing else', () => {
    expect(Object.keys(AVATAR_ART).sort()).toEqual([...AVATAR_IDS].sort())
    expect(Object.keys(avatarLabels).sort()).toEqual([...AVATAR_IDS].sort())
    const labels = AVATAR_IDS.map((id) => avatarLabels[id].trim())
    expect(labels).not.toContain('')
    expect(new Set(labels).size).toBe(AVATAR_IDS.length)
  })

  it('keeps every drawing small, in the palette and inside its 64 × 64 box', () => {
    const problems = AVATAR_IDS.flatMap((id) => problemsOf(id, AVATAR_ART[id]))
    expect(problems).toEqual([])
  })

  it('finds a drawing that breaks the rules', () => {
    expect(
      problemsOf('bad', {
        bg: 'blue',
        shapes: [
          ['#ffffff', 60, 60, 8],
          ['red', 'M0 0L10 10'],
        ],
      }),
    ).toEqual([
      'bad: background blue',
      'bad: fewer than 3 shapes',
      'bad: circle 60,60 r8 outside the box',
      'bad: fill red',
    ])
  })

  it('tells an avatar id from any other value', () => {
    expect(isAvatarId('peacock')).toBe(true)
    expect(isAvatarId('cobra')).toBe(false)
    expect(isAvatarId(undefined)).toBe(false)
  })
})
