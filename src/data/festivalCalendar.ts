/*
 * What the English and Telugu festival modules share (festivals.ts and
 * te/festivals.ts re-export it): a Telugu page reads the dates without
 * loading the English festival texts (decision 044).
 */

/** The six festivals of the site, by id. */
export type FestivalId =
  | 'vasavi-jayanti'
  | 'ugadi'
  | 'sankranti'
  | 'dasara'
  | 'diwali'
  | 'ganesh-chaturthi'

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
