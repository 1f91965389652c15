export declare const MAX_OFFLINE_COPY_BYTES: number
export declare function sentAsIs(url: string): boolean
export declare function precacheOf(sw: string): Map<string, string | null>
export declare function precachedUrls(sw: string): string[]
export declare function workboxRuntimeOf(sw: string): string | undefined
export declare function isDevelopmentRuntime(runtime: string): boolean
export declare function editionListsOf(
  script: string | null,
): Record<string, string[]>
export type MeasuredEdition = { edition: string; files: number; bytes: number }
export declare function measureOfflineCopy(copy: {
  workerScripts: readonly string[]
  precached: readonly string[]
  editions: Record<string, readonly string[]>
  sizeOf: (url: string) => number
}): MeasuredEdition[]
export declare function offlineCopyProblems(
  measured: readonly { edition: string; bytes: number }[],
): string[]
