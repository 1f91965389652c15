export const FONT_FILE: string
export const MANIFEST_FILE: string
export function sourceFiles(dir: string): string[]
export function teluguCharacters(texts: Iterable<string>): string[]
export function teluguCharactersIn(dir: string): string[]
