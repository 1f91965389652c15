export declare function withoutScripts(html: string): string
export declare function prepareVariants(
  dist: string,
  outDir: string,
  routes: readonly string[],
): { site: string; floor: string; spa: string }
