import type { Config } from 'tailwindcss'

/**
 * The Vasavi Kids theme: warm festival colours on a cream page.
 *
 * Contrast (WCAG AA, 4.5:1 for body text) is kept by convention:
 * - text on cream / white: `ink`, `ink-muted`, `maroon-700` or darker,
 *   `leaf-700` or darker, `saffron-800` or darker;
 * - white text on: `maroon-600`+, `leaf-600`+, `saffron-700`+;
 * - `saffron-300`..`500` and `gold-300`..`500` are backgrounds for `ink` text.
 * Tailwind 4 reads this file through `@config` in `src/styles/index.css`.
 */
const config = {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        ink: { DEFAULT: '#2b1b12', muted: '#5c4033' },
        cream: {
          50: '#fffdf7',
          DEFAULT: '#fff8e7',
          100: '#fff8e7',
          200: '#fcefd0',
          300: '#f6e0ae',
        },
        saffron: {
          50: '#fff7ed',
          100: '#ffebd0',
          200: '#ffd29e',
          300: '#ffb366',
          400: '#ff9933',
          500: '#f47f12',
          600: '#d9650a',
          700: '#b34d0b',
          800: '#8f3d10',
          900: '#753411',
        },
        maroon: {
          50: '#fbf0f1',
          100: '#f6dde0',
          200: '#edbac1',
          300: '#de8a96',
          400: '#c95567',
          500: '#a8334a',
          600: '#8e2338',
          700: '#7a1c2e',
          800: '#651a29',
          900: '#4e1320',
        },
        gold: {
          50: '#fffbea',
          100: '#fff3c4',
          200: '#fce588',
          300: '#fadb5f',
          400: '#f7c948',
          500: '#f0b429',
          600: '#de911d',
          700: '#a86b12',
          800: '#8d5b0f',
          900: '#6b4408',
        },
        leaf: {
          50: '#effaf1',
          100: '#d5f2da',
          200: '#abe3b5',
          300: '#74cc86',
          400: '#43ae5b',
          500: '#2e8f45',
          600: '#237438',
          700: '#1e5e2f',
          800: '#1b4b28',
          900: '#163d22',
        },
      },
      // Each web font is followed by its size-matched local fallback
      // (src/styles/index.css), so swapping fonts in does not move the text.
      fontFamily: {
        // `--font-telugu-face` (src/styles/index.css) draws Telugu letters:
        // the small subset on English pages, the Telugu edition's own on
        // Telugu pages. Its unicode-range is Telugu only, so Latin text never
        // downloads it. `--font-latin-display` and `--font-latin-sans` are
        // Baloo 2 and Nunito on English pages, Noto Sans on Telugu ones.
        display: [
          'var(--font-latin-display)',
          'var(--font-telugu-face)',
          '"Baloo 2 Fallback"',
          'ui-rounded',
          'system-ui',
          'sans-serif',
        ],
        sans: [
          'var(--font-latin-sans)',
          'var(--font-telugu-face)',
          '"Nunito Fallback"',
          'ui-sans-serif',
          'system-ui',
          'sans-serif',
        ],
        // Telugu glyphs only (src/styles/index.css); the rest is Nunito's on
        // English pages, Noto Sans's on Telugu ones.
        telugu: [
          'var(--font-telugu-face)',
          'var(--font-latin-sans)',
          '"Nunito Fallback"',
          'sans-serif',
        ],
        // The device's own fonts: the language switch's two names, which
        // every page shows and no page should download a web font for.
        system: ['system-ui', 'sans-serif'],
      },
      spacing: {
        nav: '4.5rem',
      },
      minHeight: {
        touch: '2.75rem',
      },
      minWidth: {
        touch: '2.75rem',
      },
      boxShadow: {
        card: '0 2px 0 0 rgb(122 28 46 / 0.08), 0 8px 24px -12px rgb(43 27 18 / 0.25)',
      },
    },
  },
} satisfies Config

export default config
