import { festivalDates, festivals } from '@/data/festivals'
import { heroes } from '@/data/heroes'
import { timeline } from '@/data/timeline'
import { t } from '@/lib/i18n/home'

import {
  heroOfTheWeekIndex,
  isoWeek,
  nextFestival,
  storyOfTheMonthIndex,
  type IsoDate,
} from './homeDates'

/** What one highlight card shows below its title. */
export type Highlight = { heading: string; text: string; meta: string }

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

function monthName(month: number): string {
  return MONTHS[month - 1] ?? ''
}

/** "26 April 2026" from "2026-04-26", the same wherever it renders. */
export function formatLongDate(iso: IsoDate): string {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day ?? ''} ${monthName(month ?? 0)} ${year ?? ''}`
}

export function storyOfTheMonth(today: IsoDate): Highlight {
  const entry =
    timeline[storyOfTheMonthIndex(today, timeline.length)] ?? timeline[0]
  return {
    heading: entry.title,
    text: entry.description,
    meta: t('home.storyMeta', { month: monthName(Number(today.slice(5, 7))) }),
  }
}

export function festivalCountdown(today: IsoDate): Highlight {
  const next = nextFestival(today, festivalDates, festivals)
  const festival = festivals.find((item) => item.id === next?.festivalId)
  if (!next || !festival) {
    return { heading: '', text: '', meta: t('home.countdown.note') }
  }
  const name = festival.name
  if (next.kind === 'month') {
    return {
      heading: t('home.countdown.month', {
        name,
        month: monthName(next.month),
      }),
      text: festival.description,
      meta: t('home.countdown.note'),
    }
  }
  const heading =
    next.daysUntil === 0
      ? t('home.countdown.today', { name })
      : next.daysUntil === 1
        ? t('home.countdown.tomorrow', { name })
        : t('home.countdown.days', { days: next.daysUntil, name })
  return {
    heading,
    text: t('home.countdown.onDate', { date: formatLongDate(next.date) }),
    meta: t('home.countdown.note'),
  }
}

export function heroOfTheWeek(today: IsoDate): Highlight {
  const hero = heroes[heroOfTheWeekIndex(today, heroes.length)] ?? heroes[0]
  const { year, week } = isoWeek(today)
  return {
    heading: hero.name,
    text: hero.description,
    meta: t('home.heroMeta', { week, year }),
  }
}
