/**
 * The six festival cards of the home page, the calendar, tips, fun facts and
 * the date table behind the Festival Countdown. Traditional dates follow the
 * shared content notes (section 3): Vasavi Jayanti is Vaishakha Shukla
 * Dashami, not Tritiya.
 */

export type FestivalId =
  | 'vasavi-jayanti'
  | 'ugadi'
  | 'sankranti'
  | 'dasara'
  | 'diwali'
  | 'ganesh-chaturthi'

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
      'It reminds us of Vasavi’s courage and her choice of peace over war.',
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

/** How many traditions a festival card shows before "...and N more". */
export const FESTIVAL_TRADITIONS_SHOWN = 4

/**
 * Gregorian dates (YYYY-MM-DD, Indian calendar day) of each festival, for the
 * Festival Countdown.
 *
 * Where they come from:
 * - Vasavi Jayanti 2023–2025 are the dates the content notes cite (30 Apr
 *   2023, 18 May 2024, 7 May 2025). The later dates, and all lunar dates
 *   below, were computed by us from Sun and Moon positions for sunrise at
 *   Vijayawada with the usual panchangam rules (the tithi at sunrise; midday
 *   for Ganesh Chaturthi, afternoon for Vijayadashami, the evening for
 *   Diwali's Lakshmi puja) and an approximate Lahiri ayanamsa. That method
 *   reproduces every past date we could check (the three above, Ugadi 2023–
 *   2025 and 2027, Ganesh Chaturthi 2025, Dasara 2024–2025, Diwali 2023–2025).
 *   Local panchangams can still differ by a day; the page says so.
 * - Ugadi 2026: Pratipada does not hold at any sunrise that year, so the day
 *   it begins (19 March) is used, as the panchangam rule says.
 * - Sankranti is solar: the day the Sun enters sidereal Capricorn, or the
 *   next day when that happens after sunset (2024, 2027, 2028).
 * - Dasara is Vijayadashami, the day the festival ends.
 * Lunar dates stop at 2028: early 2029 sits close to an adhika (extra) month
 * boundary that our approximate ayanamsa cannot settle, so the months of 2029
 * could shift. Extend this table from a printed Telugu panchangam; past the
 * last known date the countdown falls back to the usual month.
 */
export const festivalDates = {
  'vasavi-jayanti': ['2025-05-07', '2026-04-26', '2027-05-15', '2028-05-04'],
  ugadi: ['2025-03-30', '2026-03-19', '2027-04-07', '2028-03-27'],
  sankranti: [
    '2025-01-14',
    '2026-01-14',
    '2027-01-15',
    '2028-01-15',
    '2029-01-14',
  ],
  dasara: ['2025-10-02', '2026-10-20', '2027-10-09', '2028-09-27'],
  diwali: ['2025-10-20', '2026-11-08', '2027-10-29', '2028-10-17'],
  'ganesh-chaturthi': ['2025-08-27', '2026-09-14', '2027-09-04', '2028-08-23'],
} as const satisfies Record<FestivalId, readonly string[]>

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
