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
  },
): string
export declare function shellDocument(template: string): string
