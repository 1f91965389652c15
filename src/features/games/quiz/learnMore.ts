import * as placesModule from '@/data/learnMorePlaces'
import { pageMetaContent } from '@/data/pageMetaContent'
import { teluguTwin } from '@/lib/i18n/edition'
import { localHref } from '@/lib/i18n/language'
import { learningText } from '@/lib/i18n/learning'
import { storyVersionOfSearch } from '@/lib/paths'

const placesContent = teluguTwin(
  placesModule,
  () => import('@/data/te/learnMorePlaces'),
)

/** One place to learn more, in the edition being shown. */
export type LearnMorePlace = {
  /** The question's `source`, an English address (the key saved). */
  source: string
  /** The address in the edition being shown, with the section's anchor. */
  href: string
  /** "The Vasavi Story: The Sacred Fire", or the page alone. */
  name: string
  saved: boolean
}

/** The name of a page (no section) from the site's page meta. */
function pageName(path: string): string {
  const { pageMeta, gotraPageMeta } = pageMetaContent()
  const places = placesContent()
  const lastCrumb = (crumbs: readonly { name: string }[]) =>
    crumbs[crumbs.length - 1]?.name
  if (path === '/') return places.homePageName
  if (path === '/vasavi-story')
    return lastCrumb(pageMeta.vasaviStory.breadcrumbs) ?? path
  if (path === '/traditions')
    return lastCrumb(pageMeta.traditions.breadcrumbs) ?? path
  if (path === '/gotras') return lastCrumb(pageMeta.gotras.breadcrumbs) ?? path
  const gotra = /^\/gotra\/([^/]+)$/.exec(path)?.[1]
  if (gotra) return gotraPageMeta(places.gotraName(gotra), gotra).heading
  return path
}

/**
 * "Page: Section" (or the page alone) for a question's source; a source that
 * opens the story's grown-ups' version (`?version=grown-ups`) says so.
 */
export function placeName(source: string): string {
  const [address = '', section] = source.split('#')
  const [path = '', query = ''] = address.split('?')
  const page = pageName(path)
  const key = section === undefined ? undefined : `${path}#${section}`
  const sectionName =
    key === undefined ? undefined : placesContent().sectionNames[key]
  const place = sectionName
    ? learningText('learning.more.place', { page, section: sectionName })
    : page
  return storyVersionOfSearch(query) === 'adult'
    ? learningText('learning.more.forGrownUps', { place })
    : place
}

/**
 * The round's places to learn more: the saved ones first (in the order they
 * were saved), then the rest of the round's sources in question order, each
 * page or section once.
 */
export function learnMorePlaces(
  roundSources: readonly string[],
  saved: readonly string[],
): LearnMorePlace[] {
  const savedSet = new Set(saved)
  const ordered = [...new Set([...saved, ...roundSources])]
  return ordered.map((source) => ({
    source,
    href: localHref(source),
    name: placeName(source),
    saved: savedSet.has(source),
  }))
}
