import type { Plugin } from 'vite'

/**
 * Adds <link rel="preload"> for the Latin subsets of the two faces every page
 * uses, so they download alongside the JavaScript instead of after the first
 * render (which made text reflow when they arrived). Other subsets, and the
 * Telugu face, still load only when a page needs their characters.
 */
export function fontPreloadPlugin(pattern: RegExp): Plugin {
  return {
    name: 'vasavi-kids:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
          pattern.test(file),
        )
        return fonts.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head',
        }))
      },
    },
  }
}
