/**
 * The Hero Story Builder: three chapters, each a question with four lines to
 * choose from (spec sections 3 and 9). Any line of one chapter reads well
 * after any line of the one before, so every story a child builds makes
 * sense, and every ending is a kind one.
 */

export type StoryPart = {
  text: string
  choices: readonly [string, string, string, string]
}

export const storyParts = [
  {
    text: 'Who is the hero of your story?',
    choices: [
      'Once upon a time in Penugonda, there lived a kind girl named Lakshmi who loved to sing.',
      'Once upon a time by the Godavari river, there lived a clever boy named Ravi who was good with numbers.',
      'Once upon a time in a busy market town, there lived a young shopkeeper named Padma who was always fair.',
      'Once upon a time in a little village, there lived twins, Sita and Surya, who shared everything.',
    ],
  },
  {
    text: 'What problem comes along?',
    choices: [
      'One day, heavy rains flooded the fields and many families had no food.',
      'One day, two neighbours began to quarrel over a mango tree.',
      'One day, the temple pond dried up just before the festival.',
      'One day, a little child got lost in the crowded market.',
    ],
  },
  {
    text: 'How does our hero help?',
    choices: [
      'Our hero shared food with everyone, and soon the whole village was smiling again.',
      'Our hero listened kindly to everyone and found a peaceful answer. Like Vasavi Matha, our hero wanted no one to be hurt.',
      'Our hero asked friends to help, and by working together they made everything right.',
      'Our hero stayed brave and honest, and the elders thanked our hero with a festival feast.',
    ],
  },
] as const satisfies readonly StoryPart[]
