export function sourceFiles(dir: string): string[]
export function teluguCharacters(texts: Iterable<string>): string[]
export function teluguCharactersIn(dir: string): string[]
