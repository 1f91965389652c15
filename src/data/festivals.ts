/**
 * The six festival cards of the home page, the calendar, tips, fun facts and
 * the date table behind the Festival Countdown. Traditional dates follow the
 * shared content notes (section 3): Vasavi Jayanti is Vaishakha Shukla
 * Dashami, not Tritiya.
 */

import type { FestivalId } from './festivalCalendar'

export type { FestivalId } from './festivalCalendar'

export type Festival = {
  id: FestivalId
  name: string
  /** The traditional (Telugu calendar) date. */
  date: string
  /** When it falls in the Gregorian calendar. */
  englishDate: string
  /** Month (1–12) the festival usually falls in, for the calendar timeline. */
  usualMonth: number
  description: string
  traditions: readonly string[]
  significance: string
}

export const festivals = [
  {
    id: 'vasavi-jayanti',
    name: 'Vasavi Jayanti',
    date: 'Vaishakha Shukla Dashami (the 10th day of the bright half of Vaishakha)',
    englishDate: 'April or May',
    usualMonth: 5,
    description:
      'The birthday of Sri Vasavi Kanyaka Parameswari, celebrated at Vasavi temples everywhere.',
    traditions: [
      'Special pujas and abhishekam at Vasavi temples',
      'Decorating the goddess with flowers',
      'Singing bhajans and telling her story',
      'A procession of the goddess through the streets',
      'Sharing prasadam with everyone',
      'Giving food and help to people in need',
    ],
    significance:
      'It reminds us of Vasavi’s courage and kindness: she wanted no one to be hurt.',
  },
  {
    id: 'ugadi',
    name: 'Ugadi',
    date: 'Chaitra Shukla Pratipada (the 1st day of Chaitra)',
    englishDate: 'March or April',
    usualMonth: 3,
    description: 'Telugu New Year’s Day: a fresh start for the whole year.',
    traditions: [
      'Mango-leaf toranams on the doors',
      'Ugadi pachadi with six tastes',
      'An oil bath and new clothes',
      'Listening to the new year’s panchangam',
      'Bobbatlu for a sweet beginning',
    ],
    significance:
      'Ugadi pachadi is sweet, sour, bitter, salty, spicy and tangy, just as a year brings all kinds of days. We welcome them all.',
  },
  {
    id: 'sankranti',
    name: 'Sankranti',
    date: 'When the Sun enters Makara (Capricorn), in Pushya month',
    englishDate: 'Around 14 January',
    usualMonth: 1,
    description:
      'The harvest festival: three happy days of bonfires, kites and sweets.',
    traditions: [
      'A Bhogi bonfire on the first morning',
      'Colourful muggulu (rangoli) at every door',
      'Flying kites',
      'Ariselu and sunnundalu sweets',
      'Haridasu singers and decorated Gangireddu bulls',
      'Pulihora offered to God',
    ],
    significance:
      'We thank the Sun, the farmers and the cattle for the harvest.',
  },
  {
    id: 'dasara',
    name: 'Dasara / Navaratri',
    date: 'Ashvayuja Shukla Padyami to Dashami (Vijayadashami)',
    englishDate: 'September or October',
    usualMonth: 10,
    description:
      'Nine nights for the goddess and a tenth day of victory. Vasavi temples celebrate Navaratri with great joy.',
    traditions: [
      'The goddess dressed in a new form each day',
      'Bommala koluvu: a display of dolls at home',
      'Ayudha puja: thanking our tools and books',
      'Starting new lessons on Vijayadashami',
      'Visiting friends and elders for blessings',
    ],
    significance: 'Good wins over evil, and courage wins over fear.',
  },
  {
    id: 'diwali',
    name: 'Diwali (Deepavali)',
    date: 'Ashvayuja Amavasya (the new-moon day)',
    englishDate: 'October or November',
    usualMonth: 11,
    description:
      'The festival of lights, when every home glows with little lamps.',
    traditions: [
      'Rows of diyas (oil lamps)',
      'Rangoli at the door',
      'Lakshmi puja in the evening',
      'Sweets and new clothes',
      'Fireworks, always with a grown-up',
    ],
    significance:
      'Light wins over darkness. Families pray to Goddess Lakshmi for a good year.',
  },
  {
    id: 'ganesh-chaturthi',
    name: 'Ganesh Chaturthi',
    date: 'Bhadrapada Shukla Chaturthi (the 4th day of Bhadrapada)',
    englishDate: 'August or September',
    usualMonth: 9,
    description:
      'Vinayaka Chavithi: the birthday of Lord Ganesha, remover of obstacles.',
    traditions: [
      'A clay Ganesha at home',
      'Patri puja with many kinds of leaves',
      'Kudumulu and undrallu sweets',
      'Reading the Vinayaka story',
      'Nimajjanam: taking Ganesha to the water',
    ],
    significance:
      'We pray to Ganesha before every new beginning, so that it goes well.',
  },
] as const satisfies readonly Festival[]

/** The date table and the card's preview count, shared by both editions. */
export { FESTIVAL_TRADITIONS_SHOWN, festivalDates } from './festivalCalendar'

export const celebrationTips = [
  {
    title: 'Lend a hand',
    tip: 'Help to draw the muggulu or tie the mango leaves on the door.',
  },
  {
    title: 'Ask the elders',
    tip: 'Ask your grandparents how they celebrated when they were your age.',
  },
  {
    title: 'Stay safe',
    tip: 'Light lamps and fireworks only with a grown-up beside you.',
  },
  {
    title: 'Share the joy',
    tip: 'Take sweets to your neighbours and friends, and make someone smile.',
  },
] as const satisfies readonly { title: string; tip: string }[]

export const festivalFunFacts = [
  'Sankranti follows the Sun, not the Moon, so it almost always falls on 14 or 15 January.',
  'Ugadi pachadi has six tastes, one for each kind of day the new year may bring.',
  'Vasavi Jayanti is on the tenth day of the bright half of Vaishakha: Dashami means "tenth".',
  'Most of our festivals follow the Moon, so their dates move a little every year.',
] as const
