/**
 * One chunk for the small modules the pages share (UI components, the
 * page head), instead of one chunk each: a first visit to the home page
 * fetched 18 of them, and Vite's preload helper adds a <link> per chunk, each
 * about 2 ms of main thread on our test machine (decision 025).
 *
 * Modules the app chunk (src/boot.tsx: top bar, footer, toasts) uses stay out
 * of the group, or every first load would carry the whole kit;
 * scripts/checks/check-build.mjs fails if the app chunk imports it.
 */
/** Modules of those folders that the app chunk itself imports. */
const BOOT_SHARED = [
  /[\\/]components[\\/]ui[\\/](Button|ToastOutlet|Toaster|toastStore|useToasts)\.tsx?$/,
  /[\\/]lib[\\/]seo[\\/]jsonLd\.ts$/,
]

const KIT = /[\\/](src[\\/]components[\\/]ui|src[\\/]lib[\\/]seo)[\\/]/

/** The code-splitting group that gathers the kit (vite.config.ts). */
export function pageKitGroup() {
  return {
    name: 'page-kit',
    // Only the modules themselves: their dependencies (React, Radix) stay
    // where the bundler puts them.
    includeDependenciesRecursively: false,
    test: (id: string) =>
      KIT.test(id) && !BOOT_SHARED.some((pattern) => pattern.test(id)),
  }
}

/**
 * The small modules that the app chunk shares with the pages (React and its
 * JSX runtime, the English dictionary, the backend's React side with React
 * Query, the toasts' shared state, the icons, the Suspense boundaries,
 * decisions 065, 078 and 090): one
 * chunk instead of seven. A first visit
 * fetches the app's code while the visitor reads (decision 039), one
 * <link rel="modulepreload"> a task, and under Lighthouse's tracing each
 * request a script starts costs 10 to 46 ms of main thread (decision 049):
 * with this group, four requests instead of ten.
 */
const APP_SHARED = [
  /[\\/]node_modules[\\/]react[\\/]/,
  // Every icon is a <use> of the sprite, a few bytes each: one module.
  /[\\/]src[\\/]components[\\/]icons[\\/]/,
  /[\\/]src[\\/]lib[\\/]i18n[\\/]en\.ts$/,
  /[\\/]src[\\/]components[\\/]ui[\\/]toastStore\.ts$/,
  // Every Suspense boundary, the app's and the pages' (decision 090).
  /[\\/]src[\\/]components[\\/](SuspenseInEdition|HydrateInSlices)\.tsx$/,
  // The backend's React side: its contexts, the one query client and the
  // named hooks (decision 078), with React Query itself.
  /[\\/]src[\\/]lib[\\/]backend[\\/]react[\\/][^\\/]+(?<!\.test)\.tsx?$/,
  /[\\/]node_modules[\\/]@tanstack[\\/]/,
]

/** The code-splitting group of those modules (vite.config.ts). */
export function appSharedGroup() {
  return {
    name: 'app-shared',
    includeDependenciesRecursively: false,
    test: (id: string) => APP_SHARED.some((pattern) => pattern.test(id)),
  }
}
