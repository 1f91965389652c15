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
}

/** The index's lines, one a decision (other links in the text are not entries). */
export function indexEntries(markdown: string): IndexEntry[] {
  return markdown.split('\n').flatMap((text, index) => {
    const match = INDEX_LINE.exec(text)
    return match?.[1] && match[2]
      ? [{ line: index + 1, number: match[1], file: match[2] }]
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
