/**
 * Three heroes of the home page, each with facts verified in the shared
 * content notes (section 4). Their stories are told gently for children.
 */

export type Hero = {
  name: string
  title: string
  description: string
  /**
   * To the grown-up reading along, shown before a story that tells a hard
   * thing (docs/content-notes.md, "Telling hard things to children").
   */
  grownUpsNote?: string
  story: string
  /** After such a story: its safety line (see `gentleTelling.ts`). */
  closing?: string
  achievement: string
  lesson: string
}

export const heroes = [
  {
    name: 'Potti Sriramulu',
    title: 'Amarajeevi, "the Immortal One"',
    description:
      'A freedom fighter who gave his life so that Telugu speakers could have a state of their own.',
    grownUpsNote:
      'This story tells how Potti Sriramulu died after a long fast. You may want to read it together. You can explain that his fast was a grown-up’s peaceful protest, long ago, and never something for a child to copy: children should eat well and bring their worries to a grown-up they trust.',
    story:
      'Sriramulu studied engineering and worked for the railways. He joined Gandhiji’s freedom movement and went to jail for the Salt Satyagraha in 1930. In 1952 he stopped eating to ask, peacefully, for a state for Telugu speakers. After 58 days without food he died, and soon afterwards Andhra State was born.',
    closing:
      'He was a grown-up who made a grown-up’s choice, long ago. Nobody should ever hurt themselves, and children should always eat well. If something feels unfair, you can always talk to a grown-up you trust.',
    achievement:
      'His fast led to the forming of Andhra State on 1 October 1953.',
    lesson: 'Stand up peacefully for what is fair, even when it is hard.',
  },
  {
    name: 'Mamidi Venkayya',
    title: 'The dictionary maker',
    description:
      'A scholar of Machilipatnam who wrote word books for the Telugu language.',
    story:
      'Venkayya was born in 1764 in Machilipatnam (then called Bandaru) and loved words. He wrote Andhra Deepika, a Telugu dictionary in alphabetical order, so that anyone could find a word easily. A British scholar, Walter Elliot, later called him "a learned Komati of Masulipatam".',
    achievement:
      'Remembered as the first Telugu lexicographer (dictionary maker). He also made a Sanskrit–Telugu dictionary in three big volumes.',
    lesson: 'Learning, and sharing what we learn, helps everyone.',
  },
  {
    name: 'Kothalinga',
    title: 'The rebuilder of Penugonda',
    description:
      'A Komati merchant who rebuilt the town of Penugonda after it was burned.',
    story:
      'Long ago, a king’s army burned the town of Penugonda. A merchant named Kothalinga did not give up. He rebuilt the town, dug water tanks and wells, planted gardens and gave gifts to the Nagareswara temple. An old stone inscription in Penugonda told his story.',
    achievement:
      'Rebuilt Penugonda with tanks, wells and gardens for everyone.',
    lesson: 'When something breaks, we can build it again, together.',
  },
] as const satisfies readonly Hero[]

export type HeroValue = {
  name: 'Sacrifice' | 'Vision' | 'Courage' | 'Service'
  description: string
}

export const heroValues = [
  {
    name: 'Sacrifice',
    description: 'Giving up something of our own to help others.',
  },
  {
    name: 'Vision',
    description: 'Imagining a better tomorrow and working towards it.',
  },
  {
    name: 'Courage',
    description: 'Doing the right thing, even when we feel afraid.',
  },
  {
    name: 'Service',
    description: 'Helping our family, our neighbours and our town.',
  },
] as const satisfies readonly HeroValue[]

/**
 * How each hero value is shown. `name` is a key as well as a label (it picks
 * the icon), so the Telugu twin shows its own words here.
 */
export const heroValueNames = {
  Sacrifice: 'Sacrifice',
  Vision: 'Vision',
  Courage: 'Courage',
  Service: 'Service',
} as const satisfies Record<HeroValue['name'], string>

export const heroInspiration = {
  title: 'You can be a hero too!',
  text: 'Heroes are people who choose to be brave, kind and helpful. Every small good deed you do makes our community stronger.',
} as const

/** Gandhiji's words about Potti Sriramulu (content notes, section 4 [V]). */
export const specialRecognition = {
  quote:
    'If only I have eleven more followers like Sriramulu I will win freedom in a year.',
  author: 'Mahatma Gandhi',
  context: 'speaking about Potti Sriramulu',
} as const
