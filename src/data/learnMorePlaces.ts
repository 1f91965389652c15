/**
 * The names "Learn more" gives the places a quiz question comes from (a
 * question's `source`, such as `/vasavi-story#the-sacred-fire`): the site's
 * own headings, copied here so the quiz does not load the pages' content to
 * name them. learnMorePlaces.test.ts keeps every name equal to the heading it
 * copies, in both editions. Page names come from pageMeta (its breadcrumbs).
 */

/** The home page, whose meta has no breadcrumb of its own (nav.home). */
export const homePageName = 'Vasavi Kids home'

/** Section headings by the source's `path#id`. */
export const sectionNames: Readonly<Record<string, string>> = {
  '/#history': 'Our Story: A Journey Through Time',
  '/#culture': 'Our Way of Life',
  '/#heroes': 'Our Heroes',
  '/#festivals': 'Our Celebrations',
  '/vasavi-story#the-beautiful-princess': 'The Beautiful Princess',
  '/vasavi-story#the-difficult-choice': 'The Difficult Choice',
  '/vasavi-story#the-sacred-fire': 'The Sacred Fire',
  '/vasavi-story#the-eternal-protector': 'The Eternal Protector',
  '/vasavi-story#values-heading': 'What Vasavi Teaches Us',
  '/vasavi-story#festivals-heading': 'Festivals of Vasavi Matha',
  '/traditions#recipe-pulihora': 'Pulihora',
  '/traditions#recipe-bobbatlu': 'Bobbatlu',
  '/traditions#clothing-heading': 'What We Wear',
  '/traditions#phrases-heading': 'Speak Telugu',
  '/traditions#values-heading': 'Our Five Core Values',
  '/gotras#what-is-a-gotra': 'What is a gotra?',
  '/gotras#famous-gotras': 'Famous gotras',
}

/** A gotra's name from its id (`jada-bharata` → `Jada Bharata`). */
export function gotraName(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
