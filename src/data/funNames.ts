/**
 * Word lists for the "Suggest a fun name" button on /auth: friendly
 * describing words and things from the site's stories, festivals and
 * nature. Chosen so that any pairing is kind, and short enough that a pair
 * plus two digits fits the 20-character username limit.
 */
export const FUN_NAME_WORDS = {
  describing: [
    'Happy',
    'Brave',
    'Gentle',
    'Bright',
    'Clever',
    'Cheerful',
    'Kind',
    'Sunny',
    'Swift',
    'Curious',
    'Jolly',
    'Golden',
    'Merry',
    'Playful',
    'Wise',
    'Lucky',
  ],
  things: [
    'Peacock',
    'Elephant',
    'Lotus',
    'Kite',
    'Diya',
    'Mango',
    'Parrot',
    'Tiger',
    'Coconut',
    'Rangoli',
    'Banyan',
    'Sparrow',
    'Jasmine',
    'Drum',
    'Star',
    'River',
  ],
} as const satisfies Record<string, readonly string[]>
