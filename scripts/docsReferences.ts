// Mentions of Markdown documents (`docs/architecture.md#scoring`,
// `027-nothing-lost.md`) in the project's files, and whether each names a
// document that is in the repository (and, with `#anchor`, a heading of it).
// Pure: the test beside this file reads the files and runs it.

/** A mention of a `.md` path, where it was found. */
export type MdReference = {
  /** 1-based line of the mention. */
  line: number
  /** The path as written, without its `#anchor`. */
  path: string
  /** The anchor after `#`, if any. */
  anchor: string | null
}

/**
 * A `.md` path: starts a token (not inside a longer path or an address, so
 * the `.md` at the end of a URL is not taken for one of ours), may start with
 * `./` or `../`, and may end with `#anchor`.
 */
const MD_PATH =
  /(?<![\w.\-/])((?:\.{1,2}\/)*\w[\w./-]*\.md)(?:#([\w-]+))?(?![\w-])/g

/** `NNN-slug.md`: the pattern of a name, as written in instructions. */
const TEMPLATE = /\bNNN\b/

/** Every mention of a `.md` path in `text`, in order. */
export function mdReferences(text: string): MdReference[] {
  return text.split('\n').flatMap((lineText, index) =>
    [...lineText.matchAll(MD_PATH)]
      .filter((match) => !TEMPLATE.test(match[1] ?? ''))
      .map((match) => ({
        line: index + 1,
        path: match[1] ?? '',
        anchor: match[2] ?? null,
      })),
  )
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** The anchors of a Markdown document's headings (outside code blocks). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  let inFence = false
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence
    const heading = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
    if (heading?.[1]) anchors.add(headingAnchor(heading[1]))
  }
  return anchors
}

/** Joins and normalises a repository path (`/`-separated, no `.` or `..`). */
export function joinPath(directory: string, path: string): string {
  const parts: string[] = []
  for (const part of `${directory}/${path}`.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..') parts.pop()
    else parts.push(part)
  }
  return parts.join('/')
}

const dirname = (path: string) => path.split('/').slice(0, -1).join('/')
const basename = (path: string) => path.split('/').at(-1) ?? path

export type Repository = {
  /** Every `.md` file of the repository, as a path from its root. */
  mdFiles: readonly string[]
  /** The text of one of them. */
  read: (path: string) => string
}

/**
 * The document a mention in `from` names, or null when the repository has
 * none. A path with a folder is read from the mentioning file's folder (a
 * Markdown link) or from the repository's root; a bare name from either, or
 * as the name of any `.md` file of the repository (`027-nothing-lost.md` in
 * a comment means the decision record).
 */
export function resolveReference(
  reference: MdReference,
  from: string,
  repository: Repository,
): string | null {
  const files = new Set(repository.mdFiles)
  const candidates = [
    joinPath(dirname(from), reference.path),
    joinPath('', reference.path),
  ]
  const found = candidates.find((candidate) => files.has(candidate))
  if (found) return found
  if (reference.path.includes('/')) return null
  return (
    repository.mdFiles.find((file) => basename(file) === reference.path) ?? null
  )
}

/** What is wrong with each mention of a `.md` path in `text` (the file `from`). */
export function referenceProblems(
  text: string,
  from: string,
  repository: Repository,
): string[] {
  return mdReferences(text).flatMap((reference) => {
    const where = `${from}:${reference.line}`
    const target = resolveReference(reference, from, repository)
    if (!target) {
      return [
        `${where}: ${reference.path} is not a document of this repository; point at a heading of docs/architecture.md or at the decision record that holds the detail`,
      ]
    }
    if (
      reference.anchor &&
      !headingAnchors(repository.read(target)).has(reference.anchor)
    ) {
      return [`${where}: ${target} has no heading for #${reference.anchor}`]
    }
    return []
  })
}
