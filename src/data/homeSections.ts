import type { HomeSectionId } from '@/lib/paths'

export type HomeSectionContent = {
  id: HomeSectionId
  title: string
  intro: string
}

/** Headings and introductions of the five home-page sections, in page order. */
export const homeSections = [
  {
    id: 'history',
    title: 'Our Story: A Journey Through Time',
    intro:
      'Travel back a thousand years to the merchant families of the Telugu country, and follow their story to today.',
  },
  {
    id: 'culture',
    title: 'Our Way of Life',
    intro:
      'The food we cook, the clothes we wear for festivals, the language we speak at home and the values we live by.',
  },
  {
    id: 'heroes',
    title: 'Our Heroes',
    intro:
      'Brave and generous people from our community whose lives teach us about sacrifice, vision, courage and service.',
  },
  {
    id: 'festivals',
    title: 'Our Celebrations',
    intro:
      'Lamps, kites, sweets and prayers: the festivals our families celebrate through the year, and why.',
  },
  {
    id: 'games',
    title: 'Fun Zone',
    intro:
      'Quizzes, matching and memory games, a story builder and coloring pages: play and learn about our heritage.',
  },
] as const satisfies readonly HomeSectionContent[]
