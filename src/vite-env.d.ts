/// <reference types="vite-plugin-pwa/client" />

/** The year of `npm run build` (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number
