import { readdirSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  envReads,
  expandBraces,
  impureLines,
  migrationListProblems,
  migrationsNamed,
  missingPaths,
  pathMentions,
  registryEntries,
  registryFolders,
  statedCount,
  treeBlock,
  treeEntries,
  treeProblems,
} from './architectureClaims'

/** The documents whose claims are checked here: the paths they name. */
const DOCUMENTS = [
  'docs/architecture.md',
  'README.md',
  'docs/startup.md',
  'docs/bench.md',
  'docs/ci.md',
]
/** The documents that list the migrations. */
const MIGRATION_LISTS = ['docs/architecture.md', 'README.md']
const TREE_HEADING = '## Layers and folders'
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.git',
  'coverage',
  'test-results',
  'playwright-report',
  'shots',
])
/**
 * What the build and the scripts write (README, "Deploying";
 * docs/architecture.md, "The offline copy"), git-ignored: named by the
 * documents, in no folder of the repository.
 */
const BUILT = new Set([
  'dist/',
  'shots/',
  'sw.js',
  'sw-editions.js',
  '404.html',
  'te/404.html',
  'dist/404.html',
  'dist/te/404.html',
  'gotras.html',
  'gotra/kashyapa.html',
  'te.html',
  'te/gotras.html',
  '.env.local',
  'playwright-report/e2e.json',
])

/** Every file and folder (folders end in `/`) under `directory`. */
function entriesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return []
    const path = directory === '.' ? entry.name : `${directory}/${entry.name}`
    return entry.isDirectory() ? [`${path}/`, ...entriesUnder(path)] : [path]
  })
}

const foldersIn = (directory: string) =>
  readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${directory}/${entry.name}/`)

const read = (path: string) => readFileSync(path, 'utf8')

describe('checking documents against the repository', () => {
  const entries = new Set([
    'src/',
    'src/lib/',
    'src/lib/paths.ts',
    'src/lib/backend/',
    'src/lib/backend/contract/',
    'src/lib/backend/contract/types.ts',
    'src/lib/quiz/',
    'src/lib/i18n/en/games.ts',
    'src/lib/i18n/te/games.ts',
  ])

  it('finds the paths a document names, and expands braces', () => {
    const text = [
      'See `lib/paths.ts` and `src/lib/` (`npm run x`, `<game>Messages.ts`).',
      'The keys: `games.<id>.title`, `https://x.org/a.md`, `t()`.',
      'Both: `lib/i18n/{en,te}/games.ts`.',
    ].join('\n')
    expect(pathMentions(text)).toEqual([
      { line: 1, path: 'lib/paths.ts' },
      { line: 1, path: 'src/lib/' },
      { line: 3, path: 'lib/i18n/{en,te}/games.ts' },
    ])
    expect(expandBraces('lib/i18n/{en,te}/games.ts')).toEqual([
      'lib/i18n/en/games.ts',
      'lib/i18n/te/games.ts',
    ])
  })

  it('names a path that is not there, read from the root, src/ or a part', () => {
    const text = [
      '`contract/types.ts`, `paths.ts`, `src/lib/quiz/`',
      '`lib/backend/types.ts` and `lib/i18n/{en,te}/home.ts`; `sw.js`',
    ].join('\n')
    expect(missingPaths(text, 'page', entries, new Set(['sw.js']))).toEqual([
      'page:2: lib/backend/types.ts is not in the repository',
      'page:2: lib/i18n/en/home.ts is not in the repository',
      'page:2: lib/i18n/te/home.ts is not in the repository',
    ])
  })

  it('reads a folder tree, and names what it gets wrong or leaves out', () => {
    const markdown = [
      '## Layers and folders',
      '',
      '```',
      'src/lib/            the ground floor: quiz/, paths.ts',
      'src/lib/backend/    the backend',
      '  contract/         the contract',
      '  device/           the device backend',
      'src/features/<area>/  what pages compose: home, games',
      '```',
    ].join('\n')
    const tree = treeEntries(treeBlock(markdown, '## Layers and folders'))
    expect(tree.map((entry) => entry.path)).toEqual([
      'src/lib/',
      'src/lib/backend/',
      'src/lib/backend/contract/',
      'src/lib/backend/device/',
      'src/features/<area>/',
    ])
    expect(
      treeProblems(tree, entries, [
        'src/lib/quiz/',
        'src/lib/backend/',
        'src/lib/seo/',
        'src/lib/backend/contract/',
        'src/features/',
        'src/features/home/',
        'src/features/family/',
      ]),
    ).toEqual([
      'the folder tree names src/lib/backend/device/, which does not exist',
      'the folder tree leaves out src/lib/seo/',
      'the folder tree leaves out src/features/family/',
    ])
  })

  it('names a migration left out, one that is not there, and a wrong order', () => {
    const files = ['20260101000000_a.sql', '20260102000000_b.sql']
    expect(
      migrationsNamed('`20260101000000_a.sql`: a; 20260101000000_a'),
    ).toEqual(['20260101000000_a'])
    expect(
      migrationListProblems('`20260101000000_a.sql`', 'README.md', files),
    ).toEqual(['README.md does not list the migration 20260102000000_b'])
    expect(
      migrationListProblems(
        '| `20260101000000_a` | | `20260102000000_b` | `20260103000000_c` |',
        'docs/architecture.md',
        files,
      ),
    ).toEqual([
      'docs/architecture.md lists 20260103000000_c, which is not a migration',
    ])
    expect(
      migrationListProblems(
        '`20260102000000_b.sql` then `20260101000000_a.sql`',
        'README.md',
        files,
      ),
    ).toEqual(['README.md does not list the migrations oldest first'])
  })

  it('reads a stated count, the registry, and a clock or random number read', () => {
    expect(statedCount('Seven games: the quiz, …', 'games')).toBe(7)
    expect(statedCount('the puzzle games. Seven games.', 'games')).toBe(7)
    expect(statedCount('the games menu', 'games')).toBeNull()
    expect(statedCount('It has 12 games.', 'games')).toBe(12)
    const registry = [
      "import { quizEntry } from './quiz/entry'",
      "import { festivalEntry, heroEntry } from './matching/entry'",
      'export const GAMES: readonly GameEntry[] = [',
      '  quizEntry,',
      '  festivalEntry,',
      '  heroEntry,',
      ']',
    ].join('\n')
    expect(registryFolders(registry)).toEqual(['quiz', 'matching'])
    expect(registryEntries(registry)).toEqual([
      'quizEntry',
      'festivalEntry',
      'heroEntry',
    ])
    expect(
      impureLines(
        '// no Math.random here\nconst at = Date.now()\nconst x = random()',
      ),
    ).toEqual(['const at = Date.now()'])
    expect(
      envReads(' * reads `import.meta.env`\nconst e = import.meta.env.PROD'),
    ).toEqual(['const e = import.meta.env.PROD'])
  })
})

describe('the documents are true to the code', () => {
  const entries = new Set(entriesUnder('.'))
  const architecture = read('docs/architecture.md')

  it('reads the repository (the checks have something to check)', () => {
    expect(entries).toContain('src/lib/backend/index.ts')
    expect(entries).toContain('src/lib/backend/contract/')
    expect(pathMentions(architecture).length).toBeGreaterThan(100)
  })

  it('names only paths that exist', () => {
    const problems = DOCUMENTS.flatMap((document) =>
      missingPaths(read(document), document, entries, BUILT),
    )
    expect(problems).toEqual([])
  })

  it("draws every folder of src, its features, components, lib and lib's backend", () => {
    const tree = treeEntries(treeBlock(architecture, TREE_HEADING))
    expect(tree.length).toBeGreaterThan(10)
    const complete = [
      ...foldersIn('src'),
      ...foldersIn('src/features'),
      ...foldersIn('src/components'),
      ...foldersIn('src/lib'),
      ...foldersIn('src/lib/backend'),
    ]
    expect(treeProblems(tree, entries, complete)).toEqual([])
  })

  it('lists every migration, oldest first, in the architecture and the README', () => {
    const files = readdirSync('supabase/migrations')
    expect(files.length).toBeGreaterThanOrEqual(13)
    const problems = MIGRATION_LISTS.flatMap((document) =>
      migrationListProblems(read(document), document, files),
    )
    expect(problems).toEqual([])
  })

  it('counts the games the registry holds, each with a pure engine', () => {
    const registry = read('src/features/games/registry.ts')
    expect(statedCount(architecture, 'games')).toBe(
      registryEntries(registry).length,
    )
    const folders = registryFolders(registry)
    expect(folders.length).toBeGreaterThanOrEqual(6)
    const impure = folders.flatMap((folder) =>
      impureLines(read(`src/features/games/${folder}/logic.ts`)).map(
        (line) => `${folder}/logic.ts: ${line}`,
      ),
    )
    expect(impure).toEqual([])
  })

  it('reads import.meta.env in lib/env.ts only, and has two barrels', () => {
    const sources = [...entries].filter(
      (path) =>
        path.startsWith('src/') &&
        /\.tsx?$/.test(path) &&
        !/\.test\.tsx?$/.test(path),
    )
    const readers = sources.filter((path) => envReads(read(path)).length > 0)
    expect(readers).toEqual(['src/lib/env.ts'])
    const barrels = sources.filter((path) => /\/index\.tsx?$/.test(path))
    expect(barrels.sort()).toEqual([
      'src/components/icons/index.ts',
      'src/lib/backend/index.ts',
    ])
  })
})
