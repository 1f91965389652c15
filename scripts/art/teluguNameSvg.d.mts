export declare const WORD: string
export declare const NAME_COLOR: string
export declare function roundPath(path: string): string
export declare function teluguNameSvg(word: {
  glyphs: {
    path: string
    position: { xAdvance: number; xOffset: number; yOffset: number }
  }[]
  ascender: number
  descender: number
}): string
