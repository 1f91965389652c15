/**
 * The colours of the game pictures: the site's theme (tailwind.config.ts),
 * by name, so the drawings match the colouring pages and the rest of the
 * site. `artColors.test.ts` keeps them in step with the theme.
 */
export const ART = {
  /** Every outline, like the colouring pages' black line art, in ink. */
  line: '#2b1b12',
  cream: '#fffdf7',
  cream200: '#fcefd0',
  cream300: '#f6e0ae',
  saffron200: '#ffd29e',
  saffron400: '#ff9933',
  saffron500: '#f47f12',
  saffron600: '#d9650a',
  maroon200: '#edbac1',
  maroon300: '#de8a96',
  maroon600: '#8e2338',
  maroon700: '#7a1c2e',
  maroon900: '#4e1320',
  gold300: '#fadb5f',
  gold400: '#f7c948',
  gold500: '#f0b429',
  gold600: '#de911d',
  gold700: '#a86b12',
  gold800: '#8d5b0f',
  leaf100: '#d5f2da',
  leaf200: '#abe3b5',
  leaf300: '#74cc86',
  leaf400: '#43ae5b',
  leaf500: '#2e8f45',
} as const
