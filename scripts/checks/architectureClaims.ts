// The claims of the project's documents (docs/architecture.md, the README,
// the living documents) that can be checked mechanically: every path they
// name exists, the folder tree names every folder it should, every
// migration is listed, the games are as many as the text says. Pure: the
// test beside this file reads the files and runs it.

/**
 * A path in backticks: a name with a file extension (`lib/paths.ts`,
 * `scoring.ts`) or a folder (`src/data/te/`). Names with a placeholder
 * (`<game>Messages.ts`), a glob or an address are not paths of the
 * repository.
 */
const CODE_SPAN = /`([^`\s]+)`/g
const PATH_LIKE =
  /^(?:\.{0,2}\/)?[\w.@-]+(?:\/[\w.@{},-]+)*(?:\.(?:ts|tsx|mjs|js|sql|md|json|css|sh|toml|html|svg)|\/)$/

/** `lib/i18n/{en,te}/x.ts` → the two paths it stands for. */
export function expandBraces(path: string): string[] {
  const match = /\{([^{}]*)\}/.exec(path)
  if (!match) return [path]
  const [whole, choices = ''] = match
  return choices
    .split(',')
    .flatMap((choice) => expandBraces(path.replace(whole, choice)))
}

export type PathMention = { line: number; path: string }

/** Every path named in backticks in `markdown`, with its line. */
export function pathMentions(markdown: string): PathMention[] {
  return markdown.split('\n').flatMap((text, index) =>
    [...text.matchAll(CODE_SPAN)]
      .map((match) => match[1] ?? '')
      .filter((span) => PATH_LIKE.test(span) && !span.includes('://'))
      .map((path) => ({ line: index + 1, path })),
  )
}

/**
 * Whether `path` names something in `entries` (every file and folder of the
 * repository, folders ending in `/`): the path itself from the root or from
 * `src/`, or the end of a longer path (`contract/types.ts`, `scoring.ts`:
 * a document names a file within the part it is describing).
 */
export function pathExists(path: string, entries: ReadonlySet<string>) {
  const wanted = path.replace(/^\.\//, '')
  if (entries.has(wanted) || entries.has(`src/${wanted}`)) return true
  for (const entry of entries) {
    if (entry.endsWith(`/${wanted}`)) return true
  }
  return false
}

/** Paths named in `markdown` that are not in the repository. */
export function missingPaths(
  markdown: string,
  from: string,
  entries: ReadonlySet<string>,
  built: ReadonlySet<string> = new Set(),
): string[] {
  return pathMentions(markdown).flatMap(({ line, path }) =>
    expandBraces(path)
      .filter((one) => !built.has(one) && !pathExists(one, entries))
      .map((one) => `${from}:${line}: ${one} is not in the repository`),
  )
}

/**
 * The lines of the fenced block that follows the heading `heading`
 * (`## Layers and folders`): the folder tree.
 */
export function treeBlock(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => line.trim() === heading)
  if (start < 0) return []
  const open = lines.findIndex(
    (line, index) => index > start && line.startsWith('```'),
  )
  const close = lines.findIndex(
    (line, index) => index > open && line.startsWith('```'),
  )
  return open < 0 || close < 0 ? [] : lines.slice(open + 1, close)
}

/** A path of a folder tree and what the tree says of it. */
export type TreeEntry = { path: string; text: string }

/**
 * The paths a folder tree names: `src/lib/   the ground floor` gives
 * `src/lib/`; an indented `  contract/   …` under it gives
 * `src/lib/backend/contract/` when the line above it at the left margin was
 * `src/lib/backend/`. The words after a path (with the lines indented
 * further below it) are its description.
 */
export function treeEntries(block: readonly string[]): TreeEntry[] {
  const entries: TreeEntry[] = []
  let parent = ''
  for (const line of block) {
    const match = /^( *)(\S+)(.*)$/.exec(line)
    const [, indent = '', name = '', rest = ''] = match ?? []
    const last = entries.at(-1)
    if (indent.length <= 2 && /[/.]/.test(name)) {
      if (indent.length === 0) {
        entries.push({ path: name, text: rest })
        if (name.endsWith('/')) parent = name
        continue
      }
      if (parent) {
        entries.push({ path: `${parent}${name}`, text: rest })
        continue
      }
    }
    if (last) last.text += ` ${line.trim()}`
  }
  return entries
}

const parentOf = (folder: string) => folder.replace(/[^/]+\/$/, '')
const baseOf = (folder: string) => folder.slice(parentOf(folder).length)

/**
 * What is wrong with a folder tree: a path that does not exist, and a
 * folder of `complete` (say, every folder of `src/lib/`) it leaves out. A
 * folder is named by a line of its own or of a folder in it, or, as
 * `quiz/`, in its parent's description (a placeholder line such as
 * `src/features/<area>/  home, gotras` describes its parent's folders).
 */
export function treeProblems(
  tree: readonly TreeEntry[],
  entries: ReadonlySet<string>,
  complete: readonly string[],
): string[] {
  // A placeholder line (`src/features/<area>/  home, gotras, …`) describes
  // its parent's folders.
  const named = new Map(
    tree.map((entry) => [entry.path.replace(/<[^>]+>\/$/, ''), entry.text]),
  )
  const mentions = (text: string, base: string) =>
    new RegExp(`(^|[\\s,(])${base.slice(0, -1)}(/|\\b)`).test(text)
  return [
    ...tree
      .filter((entry) => !entry.path.includes('<') && !entries.has(entry.path))
      .map(
        (entry) => `the folder tree names ${entry.path}, which does not exist`,
      ),
    ...complete
      .filter(
        (folder) =>
          !tree.some((entry) => entry.path.startsWith(folder)) &&
          !mentions(named.get(parentOf(folder)) ?? '', baseOf(folder)),
      )
      .map((folder) => `the folder tree leaves out ${folder}`),
  ]
}

/** `20261127100000_hardening` (or with `.sql`) anywhere in a line. */
const MIGRATION_NAME = /\b(\d{14}_\w+?)(?:\.sql)?\b/g

/** The migrations a document names, in the order it names them, once each. */
export function migrationsNamed(markdown: string): string[] {
  const named: string[] = []
  for (const match of markdown.matchAll(MIGRATION_NAME)) {
    const name = match[1]
    if (name && !named.includes(name)) named.push(name)
  }
  return named
}

/**
 * What keeps `markdown` from listing exactly the migrations `files` (the
 * `.sql` files of supabase/migrations), oldest first.
 */
export function migrationListProblems(
  markdown: string,
  from: string,
  files: readonly string[],
): string[] {
  const migrations = files
    .filter((file) => file.endsWith('.sql'))
    .map((file) => file.replace(/\.sql$/, ''))
    .sort()
  const named = migrationsNamed(markdown)
  const problems = [
    ...migrations
      .filter((migration) => !named.includes(migration))
      .map((migration) => `${from} does not list the migration ${migration}`),
    ...named
      .filter((name) => !migrations.includes(name))
      .map((name) => `${from} lists ${name}, which is not a migration`),
  ]
  const listed = named.filter((name) => migrations.includes(name))
  const inOrder = [...listed].sort()
  if (problems.length === 0 && listed.join() !== inOrder.join()) {
    problems.push(`${from} does not list the migrations oldest first`)
  }
  return problems
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
]

/** The first number stated of `noun` ("Seven games:", "12 games"), or null. */
export function statedCount(markdown: string, noun: string): number | null {
  for (const match of markdown.matchAll(
    new RegExp(`\\b(\\w+) ${noun}\\b`, 'gi'),
  )) {
    const word = match[1]?.toLowerCase() ?? ''
    const index = NUMBER_WORDS.indexOf(word)
    if (index >= 0) return index
    if (/^\d+$/.test(word)) return Number(word)
  }
  return null
}

/** The game folders the registry (src/features/games/registry.ts) imports, one per entry. */
export function registryFolders(registrySource: string): string[] {
  return [...registrySource.matchAll(/from '\.\/(\w+)\/entry'/g)].map(
    (match) => match[1] ?? '',
  )
}

/** The entries of the registry's GAMES list. */
export function registryEntries(registrySource: string): string[] {
  const list = /GAMES[^=]*=\s*\[([^\]]*)\]/.exec(registrySource)?.[1] ?? ''
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/**
 * The clock or randomness a pure engine must not read: `logic.ts`'s
 * reducer "reads no clock and draws no random number of its own".
 */
const IMPURE =
  /\bMath\.random\b|\bDate\.now\b|\bnew Date\b|\bperformance\.now\b/

/** Code lines (comments left out) of `source` that read a clock or draw a random number. */
export function impureLines(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .filter((line) => IMPURE.test(line))
    .map((line) => line.trim())
}

/** Code lines (comments left out) that read `import.meta.env`. */
export function envReads(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .filter((line) => line.includes('import.meta.env'))
    .map((line) => line.trim())
}
