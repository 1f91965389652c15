/** UI strings of the gotras feature; keys start with `gotras.`. */
export const gotrasMessages = {
  'gotras.search.heading': 'Find your gotra',
  'gotras.search.label': 'Search for a gotra',
  'gotras.search.placeholder': 'Type a gotra, e.g. Kashyapa',
  'gotras.search.hint':
    'Spell it any way you like: Kasyapa, Kashyap and Kasyabasa all find Kashyapa. Telugu letters work too.',
  'gotras.search.clear': 'Clear search',
  // The specification fixes this sentence word for word, in both forms.
  'gotras.search.found.one':
    'Found {count} matching gotra(s) - look for the ✨ highlighted one!',
  'gotras.search.found.other':
    'Found {count} matching gotra(s) - look for the ✨ highlighted one!',
  'gotras.search.none':
    'No gotras found matching "{query}". Try a different spelling!',
  'gotras.search.topMatches': 'Best matches',
  'gotras.tree.heading': 'Our gotra family tree',
  'gotras.tree.label':
    'Family tree of the 102 gotras around Sri Vasavi Kanyaka Parameswari',
  'gotras.tree.help':
    'Tap a circle, or press Tab to reach the tree, use the arrow keys to move between gotras and Enter to open one. Every gotra is also listed in the grid further down.',
  'gotras.tree.deity': 'Sri Vasavi',
  'gotras.tree.deitySub': 'Kanyaka Parameswari',
  'gotras.tree.node': '{name} gotra',
  'gotras.tree.nodeHighlighted': '{name} gotra, best search match',
  'gotras.card.title': '{name} Gotra',
  'gotras.card.close': 'Close the {name} card',
  'gotras.card.rishi': 'Rishi',
  'gotras.card.greatSage': 'Great sage',
  'gotras.card.familyNames': 'Family names (kula)',
  'gotras.card.noFamilyNames': 'None listed',
  'gotras.card.more': '+{n} more',
  'gotras.card.readMore': 'Read the {name} story',
  'gotras.whatIs.heading': 'What is a gotra?',
  'gotras.whatIs.kids': 'For kids',
  'gotras.whatIs.adults': 'For parents and grown-ups',
  'gotras.types.heading': 'Four kinds of gotra',
  'gotras.types.count.one': '{count} gotra',
  'gotras.types.count.other': '{count} gotras',
  'gotras.types.examples': 'Examples',
  'gotras.famous.heading': 'Famous gotras',
  'gotras.famous.visit': 'Visit the {name} page',
  'gotras.facts.heading': 'Gotra facts',
  'gotras.grid.heading': 'All 102 gotras',
  'gotras.grid.intro':
    'Every gotra has its own page with its great sage, a story for kids and its family names.',
  'gotras.grid.sage': 'Sage {sage}',
  'gotras.itemList.name': 'The 102 gotras of the Arya Vysya community',
  'gotras.continue': 'Continue Exploring',
  'gotras.page.pravaraAvailable': 'Pravara Available',
  'gotras.page.rishi': 'Rishi',
  'gotras.page.greatSage': 'Great sage',
  'gotras.page.story': 'Story for kids',
  'gotras.page.pravara': 'Pravara',
  'gotras.page.pravaraListedNote':
    'This is the traditional pravara of the {sage} line in the standard pravara lists. No source we found lists pravaras for Arya Vysya gotras themselves, so please check with your family priest.',
  'gotras.page.pravaraMissingNote':
    'No source we found lists a pravara for this gotra. Your family priest or elders may know the one your family recites.',
  'gotras.page.familyNames': 'Family names (kula)',
  'gotras.page.familyNamesNote':
    'These are kula (clan) names from an old gotra list, not modern surnames.',
  'gotras.page.noFamilyNames': 'No kula names are listed for this gotra.',
  'gotras.page.whySpecial': 'Why is my gotra special?',
  'gotras.page.allGotras': 'All Gotras',
  'gotras.page.vasaviStory': 'The Vasavi Story',
  'gotras.page.home': 'Home',
  'gotras.page.explore': 'Keep exploring',
  'gotras.notFound.title': 'Gotra Not Found',
  'gotras.notFound.body':
    "Sorry, we couldn't find information about this gotra.",
  'gotras.notFound.back': 'Back to All Gotras',
} as const
