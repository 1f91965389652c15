/**
 * The Telugu twins of the safety lines in `../gentleTelling.ts`, and what a
 * Telugu safety line must say (docs/content-notes.md). The check itself is
 * test tooling (src/test/gentleTelling.ts); a Telugu text is hard when its
 * English twin is.
 */

/** The last paragraph of the kids' chapter that tells how Vasavi died. */
export const STORY_SAFETY_LINE =
  'ఇది చాలా పాత కథ. ఎవరూ ఎప్పుడూ తమకు తాము హాని చేసుకోకూడదు. ఏదైనా భయంగా గానీ అన్యాయంగా గానీ అనిపిస్తే, మీరు నమ్మే పెద్దవారితో ఎప్పుడైనా మాట్లాడవచ్చు.'

/** What a Telugu safety line must say, each pattern once at least. */
export const SAFETY_LINE_PARTS: readonly RegExp[] = [
  /ఎవరూ ఎప్పుడూ తమకు తాము హాని చేసుకోకూడదు/,
  /నమ్మే పెద్దవారితో ఎప్పుడైనా మాట్లాడవచ్చు/,
]
