export declare const APP_SHELL: string
export declare function fileForPath(pathname: string): string
export declare function splitHoistedHead(html: string): {
  headTags: string
  body: string
}
export declare function pageDocument(
  template: string,
  page: {
    headTags: string
    headScripts: readonly string[]
    body: string
    noscript: string
    preloads?: string
    lang?: string
    appCode?: readonly string[]
    today?: string | null
  },
): string
export declare const DAY_CHECK_SCRIPT: string
export declare const SIGNED_IN_CHECK_SCRIPT: string
export declare const APP_CODE_ATTRIBUTE: string
export declare function appCodeFiles(
  manifest: Record<
    string,
    { file: string; imports?: readonly string[]; isEntry?: boolean }
  >,
  start?: string,
): string[]
export declare const TELUGU_FONT_ASSET: RegExp
export declare const TELUGU_EDITION_FONT_ASSET: RegExp
export declare const LATIN_EDITION_FONT_ASSET: RegExp
export declare const LATIN_FONT_ASSET: RegExp
export declare const TELUGU_SHELL: string
export declare function shellDocument(
  template: string,
  preloads?: string,
  lang?: string,
): string
export interface SiteFonts {
  latin: readonly string[]
  edition: string
  editionLatin: string
}
export declare function fontPreloads(page: {
  lang: string
  fonts: SiteFonts
}): string
