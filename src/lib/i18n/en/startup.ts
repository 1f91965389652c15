/**
 * What the page says when the site's code could not be fetched (decision
 * 071). Shown before the app runs, so it is part of the page's first script:
 * keep it short.
 */
export const startupMessages = {
  'startup.waitingTitle': 'Waiting for the internet',
  'startup.waitingBody':
    'A part of the site could not load. It will carry on by itself as soon as the internet is back.',
  'startup.tryAgain': 'Try again',
  'startup.newVersionTitle': 'The site has been updated',
  'startup.newVersionBody': 'Reload the page to get the new version.',
  'startup.reload': 'Reload the page',
} as const
