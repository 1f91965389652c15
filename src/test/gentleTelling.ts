/**
 * The check behind "telling hard things to children" (src/data/gentleTelling.ts,
 * docs/content-notes.md): which kids' texts tell a hard thing, and whether
 * each has its grown-ups' note and ends with a safety line. Test tooling: no
 * page runs it.
 */

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
