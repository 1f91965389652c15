import { readdirSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { indexEntries, indexProblems } from './decisionsIndex'

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
})
