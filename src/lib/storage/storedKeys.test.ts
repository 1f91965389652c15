import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Every stored key is read through a parser (storedValue.ts, decision 027).
 * This guard lists the files that touch the browser's storage at all, so a
 * new key cannot slip in unchecked: a file added here must read through
 * `readStored` and have tests for its key's parser.
 */
const SRC = join(import.meta.dirname, '..', '..')

const KNOWN: Record<string, string> = {
  'lib/storage/storedValue.ts': 'the one reader and writer',
  'lib/backend/device/guestStore.ts': 'guest results (guestStore.test.ts)',
  'lib/backend/device/device.ts': 'hands localStorage to deviceData.ts',
  'lib/backend/device/deviceData.ts':
    'device families and session (device.test.ts, deviceData.test.ts)',
  'lib/backend/react/PlayerContext.tsx':
    'hands localStorage to activeProfile.ts',
  'lib/backend/device/activeProfile.ts':
    'the child playing on this device (activeProfile.test.ts)',
  'lib/backend/device/guestBackend.ts': 'hands localStorage to the guest store',
  'lib/backend/supabase/outbox.ts': 'offline rounds (outbox.test.ts)',
  'lib/backend/supabase/supabaseContext.ts':
    'hands storage to supabase-js (its session, which the library checks) and the outbox',
  'features/coloring/useStudioState.ts':
    'colouring work (lib/coloring/savedColors.test.ts)',
  'lib/coloring/savedColors.ts':
    'colouring work, read for the jigsaw (savedColors.test.ts)',
  'features/story/storyVersionStore.ts':
    'the story version (storyVersionStore.test.ts)',
  'lib/ageBands/ageBandChoice.ts':
    'the age band a guest chose, for every game (ageBandChoice.test.ts)',
  'features/games/shared/readToMe.ts':
    'the Read to me switch, per child and for a guest (readToMe.test.ts)',
  'components/speech/noTeluguVoiceNotice.ts':
    'that the no-Telugu-voice notice was read (NoTeluguVoiceNotice)',
  'features/games/shared/soundPreference.ts':
    'the games sound setting (soundPreference.test.ts)',
  'features/games/quiz/toReadList.ts':
    'each child’s To read list of pages kept in the quiz (toReadList.test.ts)',
  'features/games/shared/setRotation.ts':
    'what each child last played in the games that rotate their content (setRotation.test.ts)',
  'lib/i18n/languageChoice.ts':
    'the chosen edition, English or Telugu (languageChoice.test.ts)',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      return name === 'test' ? [] : sourceFiles(path)
    }
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('stored data', () => {
  it('is touched only by the files that check it', () => {
    const touching = sourceFiles(SRC)
      .filter((path) =>
        /localStorage|sessionStorage|indexedDB/.test(
          readFileSync(path, 'utf8'),
        ),
      )
      .map((path) => relative(SRC, path).replaceAll('\\', '/'))
      .sort()
    expect(touching).toEqual(Object.keys(KNOWN).sort())
  })

  it('is read with getItem only inside storedValue.ts', () => {
    const readers = sourceFiles(SRC)
      .filter((path) => /\.getItem\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path).replaceAll('\\', '/'))
    expect(readers).toEqual(['lib/storage/storedValue.ts'])
  })

  it('is not touched by the entry script (the app starts the same on every device, decision 080)', () => {
    const main = readFileSync(join(SRC, 'main.tsx'), 'utf8')
    expect(main).not.toMatch(
      /\.(getItem|setItem|removeItem|clear)\(|(local|session)Storage/,
    )
  })
})
