export type ManifestChunk = {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>
export declare const DIST: string
export declare const BOOT_MODULE: string
export declare function readManifest(): Manifest
export declare function staticClosure(
  manifest: Manifest,
  keys: Iterable<string>,
): Set<string>
export declare function firstLoadFiles(manifest: Manifest): Set<string>
export declare function pageScripts(
  manifest: Manifest,
  pageModules: readonly string[],
): Set<string>
