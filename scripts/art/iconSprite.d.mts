export declare const ICONS_FILE: string
export declare const SPRITE_FILE: string
export declare function declaredIcons(
  source: string,
): { name: string; id: string }[]
export declare function idFor(name: string): string
export declare function lucideShapes(name: string): {
  viewBox: string
  shapes: string
}
export declare function spriteSvg(icons: { name: string; id: string }[]): string
export declare function expectedSprite(): string
