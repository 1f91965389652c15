/**
 * Who runs the site and how to reach them. The site owner edits this one
 * module; the legal pages, footer and structured data all read from it.
 */
export const siteConfig = {
  name: 'Vasavi Kids',
  /** Shown on the legal pages; credit required when content is shared. */
  creatorName: 'Vasavi Kids',
  creatorHandle: '@vasavikids',
  creatorProfileUrl: 'https://www.instagram.com/vasavikids',
  /** Permission requests, privacy questions and parents' requests. */
  contactEmail: 'hello@vasavikids.org',
  /** The year the site was first published, for the copyright line. */
  firstPublishedYear: 2025,
  ogImagePath: '/og-image.png',
  logoPath: '/icons/icon-512.png',
} as const

export type SiteConfig = typeof siteConfig
