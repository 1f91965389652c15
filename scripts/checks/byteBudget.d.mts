export declare const MAX_HTML_BYTES: number
export declare const MAX_FIRST_PAINT_BYTES: number
export declare const HTML_ALLOWANCES: Record<string, number>
export declare const FIRST_PAINT_ALLOWANCES: Record<string, number>
export declare function gzipBytes(content: string | Uint8Array): number
export type ResourceKind = 'stylesheet' | 'font'
export declare function firstPaintResources(
  html: string,
): { kind: ResourceKind; href: string }[]
export type MeasuredPage = {
  path: string
  htmlBytes: number
  totalBytes: number
  parts: { kind: ResourceKind | 'html'; href: string; bytes: number }[]
}
export declare function measurePage(page: {
  path: string
  html: string
  sizeOf: (href: string, kind: ResourceKind) => number
}): MeasuredPage
export declare function problemsOf(
  measured: MeasuredPage,
  allowances?: Record<string, number>,
  paintAllowances?: Record<string, number>,
): string[]
