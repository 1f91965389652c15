export type FontSubset = {
  name: string
  package: string
  source: string
  file: string
  weights: { min: number; max: number }
  script: 'latin' | 'telugu'
  /** Cut from the Telugu edition's text too (the /te pages' font). */
  teluguEdition?: boolean
}
export type SourceOptions = { teluguEdition?: boolean }
export const MANIFEST_FILE: string
export const FONT_SUBSETS: readonly FontSubset[]
export function isTeluguEdition(file: string): boolean
export function sourceFiles(dir: string, options?: SourceOptions): string[]
export function teluguCharacters(texts: Iterable<string>): string[]
export function latinCharacters(texts: Iterable<string>): string[]
export function charactersIn(
  dir: string,
  script: FontSubset['script'],
  options?: SourceOptions,
): string[]
