export type Edition = 'en' | 'te'
export declare const EDITIONS: readonly Edition[]
export declare function editionOfPath(pathname: string): Edition
export declare function editionFiles(
  manifest: Record<
    string,
    {
      file: string
      src?: string
      name?: string
      imports?: readonly string[]
    }
  >,
  assetNames: readonly string[],
): Record<Edition, string[]>
