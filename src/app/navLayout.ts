/**
 * From which width the top bar shows its six links, the language switch and
 * the account control on one line instead of the menu button (`bar`), and
 * from which width the site's name also fits beside the logo (`name`; in
 * between, the logo alone, which is named for screen readers). Measured in
 * Chromium with the web fonts, in both editions, over the widest bar: a
 * signed-in family whose child has a long fun name (decision 057). The
 * Telugu bar is the wider by about 15 px; one set of widths serves both.
 * `npm run shots` shows the bar at each width; e2e/header.spec.ts checks it.
 */
export const BAR_FROM = { bar: 1240, name: 1380 } as const

/** Whole class names (Tailwind finds them) for the widths of `BAR_FROM`. */
export const NAV_LAYOUT = {
  links: 'hidden min-[1240px]:block',
  side: 'hidden min-[1240px]:flex',
  player: 'hidden min-[1240px]:flex',
  menu: 'min-[1240px]:hidden',
  name: 'min-[1240px]:max-[1379.98px]:hidden',
} as const
