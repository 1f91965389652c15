import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  headingAnchor,
  headingAnchors,
  mdReferences,
  referenceProblems,
  resolveReference,
  type Repository,
} from './docsReferences'

/** Folders whose files may name a document; every text file in them is read. */
const CHECKED_FOLDERS = ['src', 'scripts', 'tests', 'supabase', 'e2e', 'docs']
const CHECKED_ROOT_FILES = [
  'README.md',
  'eslint.config.js',
  '.size-limit.js',
  'vite.config.ts',
  'playwright.config.ts',
  'tailwind.config.ts',
  'index.html',
  'bench/results.md',
  'bench/db-results.md',
]
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|sql|md|html|css|sh|toml)$/
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.git',
  'coverage',
  'test-results',
  'playwright-report',
  '.variants',
  'runs',
])
/** These tests name missing documents on purpose. */
const PLANTED = new Set([
  'scripts/checks/docsReferences.test.ts',
  'scripts/checks/decisionsIndex.test.ts',
])

function filesUnder(directory: string, pattern: RegExp): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return []
    const path = `${directory}/${entry.name}`.replace(/^\.\//, '')
    if (entry.isDirectory()) return filesUnder(path, pattern)
    return pattern.test(entry.name) ? [path] : []
  })
}

const repository: Repository = {
  mdFiles: filesUnder('.', /\.md$/),
  read: (path) => readFileSync(join('.', path), 'utf8'),
}

function checkedFiles(): string[] {
  return [
    ...CHECKED_FOLDERS.flatMap((folder) => filesUnder(folder, TEXT_FILE)),
    ...CHECKED_ROOT_FILES.filter((file) => existsSync(file)),
  ].filter((file) => !PLANTED.has(file))
}

const problemsOf = (file: string) =>
  referenceProblems(repository.read(file), file, repository)

describe('mentions of Markdown documents', () => {
  it('finds paths, bare names and anchors', () => {
    const text = [
      'See docs/architecture.md#scoring and (decisions/README.md).',
      '// decision 027-nothing-lost.md, [index](../architecture.md)',
    ].join('\n')
    expect(mdReferences(text)).toEqual([
      { line: 1, path: 'docs/architecture.md', anchor: 'scoring' },
      { line: 1, path: 'decisions/README.md', anchor: null },
      { line: 2, path: '027-nothing-lost.md', anchor: null },
      { line: 2, path: '../architecture.md', anchor: null },
    ])
  })

  it('leaves out addresses, globs, the bare extension and name patterns', () => {
    const text = [
      'https://example.org/owner/repo/blob/main/OTHER.md',
      "git diff ':!*.md'; a `.md` table",
      'write docs/decisions/NNN-slug.md',
    ].join('\n')
    expect(mdReferences(text)).toEqual([])
  })

  it('makes anchors as GitHub does', () => {
    expect(headingAnchor('The Telugu edition')).toBe('the-telugu-edition')
    expect(headingAnchor('Tests and CI')).toBe('tests-and-ci')
    expect(headingAnchor('Start-up')).toBe('start-up')
    expect(headingAnchor("The floor's own LCP: fonts")).toBe(
      'the-floors-own-lcp-fonts',
    )
    expect(
      headingAnchors('# Title\n```\n# not a heading\n```\n## Scoring\n'),
    ).toEqual(new Set(['title', 'scoring']))
  })

  const planted: Repository = {
    mdFiles: ['docs/architecture.md', 'docs/decisions/027-nothing-lost.md'],
    read: (path) =>
      path === 'docs/architecture.md' ? '# Architecture\n## Scoring\n' : '',
  }

  it('resolves from the mentioning file, the root, or a bare name', () => {
    const resolve = (path: string, from: string) =>
      resolveReference({ line: 1, path, anchor: null }, from, planted)
    expect(resolve('../architecture.md', 'docs/decisions/README.md')).toBe(
      'docs/architecture.md',
    )
    expect(resolve('docs/architecture.md', 'src/lib/x.ts')).toBe(
      'docs/architecture.md',
    )
    expect(resolve('027-nothing-lost.md', 'supabase/migrations/a.sql')).toBe(
      'docs/decisions/027-nothing-lost.md',
    )
    expect(resolve('architecture.md', 'src/x.ts')).toBe('docs/architecture.md')
    expect(resolve('decisions/027-nothing-lost.md', 'src/x.ts')).toBeNull()
  })

  it('reports a document that is not in the repository, and a missing heading', () => {
    const text = [
      '// the rules (DESIGN' + '.md section 5)',
      '// docs/architecture.md#scoring is fine',
      '// docs/architecture.md#scores is not',
      '// outside: ../shared/notes.md',
    ].join('\n')
    expect(referenceProblems(text, 'src/x.ts', planted)).toEqual([
      expect.stringMatching(/^src\/x\.ts:1: DESIGN\.md is not a document/),
      'src/x.ts:3: docs/architecture.md has no heading for #scores',
      expect.stringMatching(/^src\/x\.ts:4: \.\.\/shared\/notes\.md is not/),
    ])
  })
})

describe('the project names only documents it has', () => {
  it('reads the files that name documents', () => {
    const files = checkedFiles()
    expect(files).toContain('docs/architecture.md')
    expect(files).toContain('src/lib/backend/rules/scoring.ts')
    expect(files).toContain('supabase/migrations/20261127100000_hardening.sql')
    expect(files).toContain('README.md')
    expect(repository.mdFiles).toContain('docs/decisions/README.md')
  })

  it('has no mention of a missing document or heading', () => {
    const problems = checkedFiles().flatMap(problemsOf)
    expect(problems).toEqual([])
  })
})
