/**
 * Telling hard things to children (docs/content-notes.md). A kids' text that
 * tells of a death, of self-sacrifice or of going without food keeps its truth
 * and its gentleness, and:
 * - has a grown-ups' note before it (what it tells, how to talk about it);
 * - ends with a safety line: nobody should ever hurt themselves, and a child
 *   can always talk to a grown-up they trust (`STORY_SAFETY_LINE` here; a
 *   hero's `closing` in heroes.ts, written there so the home page's hero of
 *   the week loads no other module, decision 046).
 * `gentleTellingProblems` checks a list of texts against the rule; the
 * Telugu twins are checked against their English pair.
 */

/** The last paragraph of the kids' chapter that tells how Vasavi died. */
export const STORY_SAFETY_LINE =
  'This is a very old story. Nobody should ever hurt themselves. If something ever feels frightening or unfair, you can always talk to a grown-up you trust.'

/** Words that make a kids' text one that tells a hard thing. */
export const HARD_TOPIC =
  /\b(died|dies|death|dead|left this world|without food|fast(ed|ing)?|entered the fire|gave (his|her) life|sacrificed?)\b/i

/** What the safety line at the end must say, each pattern once at least. */
export const SAFETY_LINE_PARTS: readonly RegExp[] = [
  /nobody should ever hurt themselves/i,
  /always talk to a grown-up (you|they) trust/i,
]

/** One kids' text: its paragraphs and the note shown before it, if any. */
export type KidsTelling = {
  id: string
  paragraphs: readonly string[]
  grownUpsNote?: string
}

/**
 * What breaks the rule, one message a text: a hard text with no grown-ups'
 * note, or one whose last paragraph is not a safety line. `hardTopic` and
 * `lineParts` default to the English ones; a Telugu text is hard when its
 * English twin is (see the tests).
 */
export function gentleTellingProblems(
  texts: readonly KidsTelling[],
  isHard: (text: KidsTelling) => boolean = (text) =>
    text.paragraphs.some((paragraph) => HARD_TOPIC.test(paragraph)),
  lineParts: readonly RegExp[] = SAFETY_LINE_PARTS,
): string[] {
  const problems: string[] = []
  for (const text of texts) {
    if (!isHard(text)) continue
    if (!text.grownUpsNote?.trim()) {
      problems.push(`${text.id}: tells a hard thing with no grown-ups' note`)
    }
    const last = text.paragraphs.at(-1) ?? ''
    if (!lineParts.every((part) => part.test(last))) {
      problems.push(`${text.id}: does not end with the safety line`)
    }
  }
  return problems
}
