/**
 * Foods of our festivals, for Hero Matching's food set and the word
 * search: each told only as the site already tells it (the recipes of
 * /traditions, the festival cards' traditions and fun facts).
 */

import type { FestivalId } from './festivalCalendar'

export type FestivalFood = {
  id: string
  name: string
  /** What it is, in the site's own words. */
  about: string
  /** The festival whose card names it. */
  festival: FestivalId
}

export const festivalFoods = [
  {
    id: 'ugadi-pachadi',
    name: 'Ugadi pachadi',
    about: 'Has six tastes, one for each kind of day the new year may bring',
    festival: 'ugadi',
  },
  {
    id: 'pulihora',
    name: 'Pulihora',
    about: 'Tangy tamarind rice, offered to God at Sankranti',
    festival: 'sankranti',
  },
  {
    id: 'bobbatlu',
    name: 'Bobbatlu',
    about: 'Sweet flatbread filled with dal and jaggery, made for Ugadi',
    festival: 'ugadi',
  },
  {
    id: 'kudumulu',
    name: 'Kudumulu',
    about: 'Sweets made for Ganesh Chaturthi',
    festival: 'ganesh-chaturthi',
  },
  {
    id: 'ariselu',
    name: 'Ariselu',
    about: 'Sweets made for Sankranti',
    festival: 'sankranti',
  },
] as const satisfies readonly FestivalFood[]

export type FestivalFoodId = (typeof festivalFoods)[number]['id']
