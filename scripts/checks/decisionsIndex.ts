// The decisions index (docs/decisions/README.md) against the records in
// docs/decisions: every record listed once, by its own number, and every
// line pointing at a record that exists. Pure: the test beside this file
// reads the folder and runs it.

/** An index line: `- [NNN](NNN-slug.md) …` at the start of a line. */
const INDEX_LINE = /^- \[(\d{3})\]\(([^)\s]+)\)/

/** A decision record's file name: `NNN-slug.md`. */
const RECORD_FILE = /^(\d{3})-[\w-]+\.md$/

export type IndexEntry = {
  /** 1-based line in the index. */
  line: number
  number: string
  file: string
  /** The whole line. */
  text: string
}

/** The index's lines, one a decision (other links in the text are not entries). */
export function indexEntries(markdown: string): IndexEntry[] {
  return markdown.split('\n').flatMap((text, index) => {
    const match = INDEX_LINE.exec(text)
    return match?.[1] && match[2]
      ? [{ line: index + 1, number: match[1], file: match[2], text }]
      : []
  })
}

/** Everything that keeps the index from listing exactly the records in `files`. */
export function indexProblems(
  markdown: string,
  files: readonly string[],
): string[] {
  const problems: string[] = []
  const records = files.filter((file) => file !== 'README.md')
  for (const file of records) {
    if (!RECORD_FILE.test(file)) {
      problems.push(`${file} is not named like a decision record (NNN-slug.md)`)
    }
  }
  const entries = indexEntries(markdown)
  const listed = new Map<string, number>()
  for (const entry of entries) {
    const where = `README.md:${entry.line}`
    if (!records.includes(entry.file)) {
      problems.push(`${where}: ${entry.file} does not exist`)
    } else if (RECORD_FILE.exec(entry.file)?.[1] !== entry.number) {
      problems.push(
        `${where}: [${entry.number}] points at ${entry.file}, a record of another number`,
      )
    }
    if (listed.has(entry.file)) {
      problems.push(
        `${where}: ${entry.file} is listed again (first on line ${String(listed.get(entry.file))})`,
      )
    } else {
      listed.set(entry.file, entry.line)
    }
  }
  for (const file of records) {
    if (RECORD_FILE.test(file) && !listed.has(file)) {
      problems.push(
        `${file} is not in the index: add a line "- [${file.slice(0, 3)}](${file}) …" under its area`,
      )
    }
  }
  return problems
}

/**
 * The living documents a record says it is superseded by: its line
 * `Superseded: see [docs/startup.md](…) (…)`, a link from the record, among its first
 * lines, under its title (decision 085). None when it has no such line.
 */
export function supersededBy(record: string): string[] {
  const line = record
    .split('\n')
    .slice(0, 6)
    .find((text) => text.startsWith('Superseded: see '))
  return line
    ? [...line.matchAll(/\[docs\/([\w-]+\.md)\]/g)].map((m) => m[1] ?? '')
    : []
}

/** The living documents an index line marks its record superseded by. */
export function markedSupersededBy(entryText: string): string[] {
  const mark = /\*\*Superseded\*\* by (.*)$/.exec(entryText)?.[1]
  return mark
    ? [...mark.matchAll(/\(\.\.\/([\w-]+\.md)\)/g)].map((m) => m[1] ?? '')
    : []
}

/**
 * Where the index and the records disagree about what is superseded: a
 * record that says so and whose index line does not, or the reverse, or the
 * two naming other documents; and a living document named that does not
 * exist. `readRecord` gives a record's text; `docs` the files of docs/.
 */
export function supersededProblems(
  markdown: string,
  readRecord: (file: string) => string,
  docs: readonly string[],
): string[] {
  return indexEntries(markdown).flatMap((entry) => {
    const where = `README.md:${entry.line}`
    const said = supersededBy(readRecord(entry.file))
    const marked = markedSupersededBy(entry.text)
    const problems = [...said, ...marked]
      .filter((doc, index, all) => all.indexOf(doc) === index)
      .filter((doc) => !docs.includes(doc))
      .map((doc) => `${where}: docs/${doc} does not exist`)
    if (said.join() === marked.join()) return problems
    if (marked.length === 0) {
      problems.push(
        `${where}: ${entry.file} says it is superseded by ${said.map((d) => `docs/${d}`).join(' and ')}; end its line with "**Superseded** by [docs/${said[0] ?? ''}](../${said[0] ?? ''})."`,
      )
    } else if (said.length === 0) {
      problems.push(
        `${where}: marked superseded, but ${entry.file} has no line "Superseded: see [docs/${marked[0] ?? ''}](../${marked[0] ?? ''}) (…)" under its title`,
      )
    } else {
      problems.push(
        `${where}: ${entry.file} says it is superseded by ${said.join(', ')}, its line here by ${marked.join(', ')}`,
      )
    }
    return problems
  })
}
