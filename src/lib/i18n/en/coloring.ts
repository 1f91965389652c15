/** UI strings of the coloring feature; keys start with `coloring.`. */
export const coloringMessages = {
  'coloring.pages.heading': 'Pick a Page to Color',
  'coloring.pages.intro':
    'Download a page to print at home, print it straight away, or color it right here on a tablet or computer.',
  'coloring.card.imageMissing': 'No picture yet',
  'coloring.card.difficultyLabel': 'Difficulty:',
  'coloring.card.ageBand': 'Ages {band} and up',
  'coloring.card.tip': 'Tip:',
  'coloring.card.colorIt': 'Color on screen',
  'coloring.card.colorItLabel': 'Color on screen: {title}',
  'coloring.card.download': 'Download',
  'coloring.card.downloadLabel': 'Download: {title}',
  'coloring.card.downloading': 'Preparing…',
  'coloring.card.print': 'Print: {title}',
  'coloring.download.done': 'Saved {fileName}',
  'coloring.download.doneBody':
    'Look in your Downloads folder. It prints well on A4 or Letter paper.',
  'coloring.download.failed': 'The picture could not be made',
  'coloring.download.failedBody':
    'Please try again, or use Print to print the page instead.',
  'coloring.missing.title': 'Downloading "{title}" coloring page!',
  'coloring.missing.body':
    'In a real app, this would download a PDF coloring page.',
  'coloring.missing.ok': 'OK',
  'coloring.print.caption': '{title} · Vasavi Kids Coloring Corner',
  'coloring.studio.heading': 'Color: {title}',
  'coloring.studio.close': 'Close the coloring studio',
  'coloring.studio.loading': 'Getting your page ready…',
  'coloring.studio.loadFailed':
    'The page could not be opened. Check your connection and try again.',
  'coloring.studio.retry': 'Try again',
  'coloring.studio.help':
    'Tap a part of the picture to fill it. With a keyboard: Tab to the picture, use the arrow keys to move between parts, and press Enter to fill.',
  'coloring.studio.picture': 'Picture to color: {title}',
  'coloring.studio.region': '{name}, part {number} of {total}, {color}',
  'coloring.studio.unfilled': 'white',
  'coloring.studio.palette': 'Pick a color',
  'coloring.studio.meaningful': 'Colors with meaning',
  'coloring.studio.more': 'More colors',
  'coloring.studio.current': 'Painting with: {color}',
  'coloring.studio.tools': 'Tools',
  'coloring.studio.undo': 'Undo',
  'coloring.studio.clear': 'Clear all',
  'coloring.studio.zoomIn': 'Zoom in',
  'coloring.studio.zoomOut': 'Zoom out',
  'coloring.studio.zoomLevel': 'Zoom {percent}%',
  'coloring.studio.save': 'Save picture',
  'coloring.studio.saving': 'Saving…',
  'coloring.studio.filled': '{name} is now {color}.',
  'coloring.studio.undone': 'Undone.',
  'coloring.studio.cleared':
    'All parts are white again. Press Undo to bring your colors back.',
  'coloring.studio.saved': 'Saved {fileName}.',
  'coloring.studio.saveFailed':
    'Sorry, the picture could not be saved. Please try again.',
  'coloring.studio.remembered':
    'Your coloring is kept on this device, so you can come back to it later.',
  'coloring.tips.heading': 'Coloring Tips',
  'coloring.meanings.heading': 'What Our Colors Mean',
  'coloring.meanings.intro':
    'Colors carry meaning in our festivals and homes. Use them to tell a story with your picture.',
  'coloring.meanings.meaning': 'Meaning',
  'coloring.meanings.usage': 'Where you see it',
  'coloring.share.heading': 'Share Your Artwork',
  'coloring.share.intro':
    'Finished a page? Here are some happy ways to share it with your family.',
  'coloring.share.photo.title': 'Take a photo',
  'coloring.share.photo.body':
    'Ask a grown-up to photograph your page by a window in daylight, so the colors look true. Send it to family far away, or keep an album of your art.',
  'coloring.share.frame.title': 'Frame your art',
  'coloring.share.frame.body':
    'Print a festive border, draw your own festival picture in the middle, and hang it on the wall or the fridge.',
  'coloring.share.frame.action': 'Print a frame',
  'coloring.share.gift.title': 'Gift to grandparents',
  'coloring.share.gift.body':
    'Print a card, color the lotus, write who it is for, and give it to your grandparents with a hug.',
  'coloring.share.gift.action': 'Print a gift card',
  'coloring.share.frameTitle': 'Festive frame',
  'coloring.share.giftTitle': 'Gift card',
} as const
