import { readdirSync } from 'node:fs'

import { ESLint } from 'eslint'
import importX from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// The layering of docs/architecture.md#import-rules is the project's ESLint
// zones (eslint.config.js). This lints planted imports with exactly the
// zones and resolver the project's config gives each file, without the
// type-checked rules (which take a minute to start), so a zone removed or
// narrowed fails here.

const RULE = 'import-x/no-restricted-paths'
const DOOR_RULE = 'no-restricted-imports'

const project = new ESLint()

/** The restricted-paths problems of `code` as if it were the file `path`. */
async function layerProblems(path: string, code: string, rule = RULE) {
  const config = (await project.calculateConfigForFile(path)) as {
    settings: Record<string, unknown>
    rules: Record<string, unknown>
  }
  const zonesOnly = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX },
        settings: config.settings,
        rules: { [rule]: config.rules[rule] as 'error' },
      },
    ],
  })
  const [result] = await zonesOnly.lintText(code, { filePath: path })
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)
}

const content = "import { questionBank } from '@/data/questionBank'\n"
const component = "import { Button } from '@/components/ui/Button'\n"

describe('the layers as drawn (lib is the lowest)', () => {
  it('refuses content and components imported by lib', async () => {
    for (const code of [content, component]) {
      const problems = await layerProblems('src/lib/quiz/planted.ts', code)
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(new RegExp(`^${RULE}: .*lowest layer`))
    }
  })

  it('refuses them in a nested lib folder too', async () => {
    const problems = await layerProblems(
      'src/lib/backend/device/planted.ts',
      content,
    )
    expect(problems).toHaveLength(1)
  })

  it("lets lib's tests check it against the real content", async () => {
    expect(
      await layerProblems('src/lib/quiz/planted.test.ts', content),
    ).toEqual([])
  })

  it('lets the app hand the content in, and content use lib', async () => {
    expect(await layerProblems('src/app/planted.ts', content)).toEqual([])
    expect(
      await layerProblems(
        'src/data/planted.ts',
        "import { QUESTION_TOPICS } from '@/lib/quiz/bank'\n",
      ),
    ).toEqual([])
  })

  it('still refuses the upward imports', async () => {
    expect(
      await layerProblems(
        'src/lib/planted.ts',
        "import { App } from '@/app/App'\n",
      ),
    ).toHaveLength(1)
    expect(
      await layerProblems(
        'src/lib/planted.test.ts',
        "import { App } from '@/app/App'\n",
      ),
    ).toHaveLength(1)
  })
})

describe('lib/backend has one door, its index.ts', () => {
  const deep = "import { pointsFor } from '@/lib/backend/rules/scoring'\n"
  const door = "import { pointsFor } from '@/lib/backend'\n"

  it('refuses a deep import from outside', async () => {
    for (const path of [
      'src/features/games/planted.ts',
      'src/app/planted.tsx',
      'src/lib/games/planted.ts',
    ]) {
      const problems = await layerProblems(path, deep, DOOR_RULE)
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(/one door/)
      expect(await layerProblems(path, door, DOOR_RULE)).toEqual([])
    }
  })

  it('lets the backend reach its own inside, and tests build a backend', async () => {
    expect(
      await layerProblems('src/lib/backend/planted.ts', deep, DOOR_RULE),
    ).toEqual([])
    expect(
      await layerProblems('src/features/planted.test.ts', deep, DOOR_RULE),
    ).toEqual([])
    expect(await layerProblems('src/test/planted.ts', deep, DOOR_RULE)).toEqual(
      [],
    )
  })
})

describe('a feature imports no other feature', () => {
  const features = readdirSync('src/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  /** A module of `feature` to import: its first non-test file. */
  const moduleOf = (feature: string) => {
    const file = readdirSync(`src/features/${feature}`).find((name) =>
      /^[^.]+\.tsx?$/.test(name),
    )
    return `@/features/${feature}/${(file ?? '').replace(/\.tsx?$/, '')}`
  }

  it('has a zone for every folder of src/features (eslint.config.js, FEATURES)', async () => {
    expect(features.length).toBeGreaterThanOrEqual(10)
    for (const [index, feature] of features.entries()) {
      const other = features[(index + 1) % features.length] ?? feature
      const code = `import * as other from '${moduleOf(other)}'\nexport { other }\n`
      const problems = await layerProblems(
        `src/features/${feature}/planted.ts`,
        code,
      )
      expect(problems, `${feature} importing ${other}`).toHaveLength(1)
      expect(
        await layerProblems(`src/features/${other}/planted.ts`, code),
      ).toEqual([])
    }
  })
})
