import { readdirSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  indexEntries,
  indexProblems,
  markedSupersededBy,
  supersededBy,
  supersededProblems,
} from './decisionsIndex'

const DECISIONS = 'docs/decisions'

describe('indexProblems', () => {
  const files = ['README.md', '001-stack.md', '002-budget.md']

  it('accepts an index that lists every record once', () => {
    const index = [
      '# Decisions',
      '    - [NNN](NNN-slug.md) an example, indented: not an entry',
      '## Stack',
      '- [001](001-stack.md) Stack. **Replaced in part** by [002](002-budget.md): x.',
      '- [002](002-budget.md) Budget.',
    ].join('\n')
    expect(indexEntries(index).map((entry) => entry.file)).toEqual([
      '001-stack.md',
      '002-budget.md',
    ])
    expect(indexProblems(index, files)).toEqual([])
  })

  it('names a record left out, a missing file, a wrong number and a repeat', () => {
    const index = [
      '- [001](001-stack.md) Stack.',
      '- [003](003-gone.md) Gone.',
      '- [004](001-stack.md) Stack again.',
    ].join('\n')
    expect(indexProblems(index, files)).toEqual([
      'README.md:2: 003-gone.md does not exist',
      'README.md:3: [004] points at 001-stack.md, a record of another number',
      'README.md:3: 001-stack.md is listed again (first on line 1)',
      '002-budget.md is not in the index: add a line "- [002](002-budget.md) …" under its area',
    ])
  })

  it('names a file in the folder that is not named like a record', () => {
    expect(indexProblems('', ['README.md', 'notes.md'])).toEqual([
      'notes.md is not named like a decision record (NNN-slug.md)',
    ])
  })
})

describe('supersededProblems', () => {
  const records: Record<string, string> = {
    '001-stack.md':
      '# 001 Stack\n\nSuperseded: see [docs/ci.md](../ci.md) (how).\n',
    '002-budget.md': '# 002 Budget\n\n## Context\n',
    '003-bench.md':
      '# 003 Bench\n\nSuperseded: see [docs/bench.md](../bench.md) and [docs/startup.md](../startup.md) (how).\n',
  }
  const read = (file: string) => records[file] ?? ''
  const docs = ['ci.md', 'bench.md', 'startup.md']

  it('reads the mark in a record and in its index line', () => {
    expect(supersededBy(read('001-stack.md'))).toEqual(['ci.md'])
    expect(supersededBy(read('003-bench.md'))).toEqual([
      'bench.md',
      'startup.md',
    ])
    expect(supersededBy(read('002-budget.md'))).toEqual([])
    expect(
      markedSupersededBy(
        '- [003](003-bench.md) Bench. **Superseded** by [docs/bench.md](../bench.md) and [docs/startup.md](../startup.md).',
      ),
    ).toEqual(['bench.md', 'startup.md'])
  })

  it('accepts a record and its line that agree', () => {
    const index = [
      '- [001](001-stack.md) Stack. **Superseded** by [docs/ci.md](../ci.md).',
      '- [002](002-budget.md) Budget.',
      '- [003](003-bench.md) Bench. **Superseded** by [docs/bench.md](../bench.md) and [docs/startup.md](../startup.md).',
    ].join('\n')
    expect(supersededProblems(index, read, docs)).toEqual([])
  })

  it('names a mark missing on either side, another document, and a missing one', () => {
    const index = [
      '- [001](001-stack.md) Stack.',
      '- [002](002-budget.md) Budget. **Superseded** by [docs/ci.md](../ci.md).',
      '- [003](003-bench.md) Bench. **Superseded** by [docs/bench.md](../bench.md).',
    ].join('\n')
    expect(supersededProblems(index, read, docs)).toEqual([
      'README.md:1: 001-stack.md says it is superseded by docs/ci.md; end its line with "**Superseded** by [docs/ci.md](../ci.md)."',
      'README.md:2: marked superseded, but 002-budget.md has no line "Superseded: see [docs/ci.md](../ci.md) (…)" under its title',
      'README.md:3: 003-bench.md says it is superseded by bench.md, startup.md, its line here by bench.md',
    ])
    expect(
      supersededProblems(
        '- [001](001-stack.md) Stack. **Superseded** by [docs/ci.md](../ci.md).',
        read,
        ['bench.md'],
      ),
    ).toEqual(['README.md:1: docs/ci.md does not exist'])
  })
})

describe('docs/decisions/README.md', () => {
  const files = readdirSync(DECISIONS)
  const index = readFileSync(`${DECISIONS}/README.md`, 'utf8')

  it('reads the records (the check has something to check)', () => {
    expect(files).toContain('001-stack-versions-on-node-20.md')
    expect(indexEntries(index).length).toBeGreaterThanOrEqual(53)
  })

  it('lists every decision record once, and only records that exist', () => {
    expect(indexProblems(index, files)).toEqual([])
  })

  it('marks superseded exactly the records that say so, by living documents that exist', () => {
    const read = (file: string) =>
      files.includes(file) ? readFileSync(`${DECISIONS}/${file}`, 'utf8') : ''
    const marked = indexEntries(index).filter(
      (entry) => markedSupersededBy(entry.text).length > 0,
    )
    expect(marked.length).toBeGreaterThanOrEqual(20)
    expect(supersededProblems(index, read, readdirSync('docs'))).toEqual([])
  })
})
