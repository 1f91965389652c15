/**
 * The strings of the home page's highlight cards (Story of the Month,
 * Festival Countdown, Hero of the Week): their own small dictionary, since
 * the cards are filled in before the app starts (decision 044). Keys start
 * with `home.`, as the rest of the home page's.
 */
export const highlightMessages = {
  'home.storyMeta': 'Story for {month}',
  'home.heroMeta': 'Week {week} of {year}',
  'home.month.1': 'January',
  'home.month.2': 'February',
  'home.month.3': 'March',
  'home.month.4': 'April',
  'home.month.5': 'May',
  'home.month.6': 'June',
  'home.month.7': 'July',
  'home.month.8': 'August',
  'home.month.9': 'September',
  'home.month.10': 'October',
  'home.month.11': 'November',
  'home.month.12': 'December',
  'home.countdown.today': '{name} is today! Happy {name}!',
  'home.countdown.tomorrow': '{name} is tomorrow!',
  'home.countdown.days.one': '{count} day to {name}',
  'home.countdown.days.other': '{count} days to {name}',
  'home.countdown.month': '{name} comes next, in {month}',
  'home.countdown.onDate': 'On {date}',
  'home.countdown.note':
    'Most festival dates follow the Moon and may differ by a day in your local panchangam.',
} as const
