/**
 * Telling hard things to children (docs/content-notes.md). A kids' text that
 * tells of a death, of self-sacrifice or of going without food keeps its truth
 * and its gentleness, and:
 * - has a grown-ups' note before it (what it tells, how to talk about it);
 * - ends with a safety line: nobody should ever hurt themselves, and a child
 *   can always talk to a grown-up they trust (`STORY_SAFETY_LINE` here; a
 *   hero's `closing` in heroes.ts, written there so the home page's hero of
 *   the week loads no other module, decision 046).
 * The check (`gentleTellingProblems`) is test tooling, in
 * src/test/gentleTelling.ts; the Telugu twins are checked against their
 * English pair.
 */

/** The last paragraph of the kids' chapter that tells how Vasavi died. */
export const STORY_SAFETY_LINE =
  'This is a very old story. Nobody should ever hurt themselves. If something ever feels frightening or unfair, you can always talk to a grown-up you trust.'
