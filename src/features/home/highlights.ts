import type { Festival } from '@/data/festivals'
import type { Hero } from '@/data/heroes'
import type { TimelineEntry } from '@/data/timeline'
import type { highlightMessages } from '@/lib/i18n/en/highlights'
import { pluralForm } from '@/lib/i18n/plural'

import {
  heroOfTheWeekIndex,
  isoWeek,
  nextFestival,
  storyOfTheMonthIndex,
  type IsoDate,
} from './homeDates'

/** What one highlight card shows below its title. */
export type Highlight = { heading: string; text: string; meta: string }

/** The three lines of a card, in the order they are shown. */
export const HIGHLIGHT_PARTS = ['heading', 'text', 'meta'] as const

export type HighlightKey = keyof typeof highlightMessages

/**
 * What the cards are worked out from, in one edition: the content they pick
 * from and the cards' own strings. The app reads it through the Telugu twins
 * (`highlightSources`); the page, before the app starts, loads only its own
 * edition's modules (`loadHighlightSources`, decision 044).
 */
export type HighlightSources = {
  timeline: readonly Pick<TimelineEntry, 'title' | 'description'>[]
  festivals: readonly Pick<
    Festival,
    'id' | 'name' | 'description' | 'usualMonth'
  >[]
  festivalDates: Readonly<Record<Festival['id'], readonly IsoDate[]>>
  heroes: readonly Pick<Hero, 'name' | 'description'>[]
  t: (key: HighlightKey, params?: Record<string, string | number>) => string
}

const MONTHS = [
  'home.month.1',
  'home.month.2',
  'home.month.3',
  'home.month.4',
  'home.month.5',
  'home.month.6',
  'home.month.7',
  'home.month.8',
  'home.month.9',
  'home.month.10',
  'home.month.11',
  'home.month.12',
] as const satisfies readonly HighlightKey[]

/** The month's name in the sources' language (1 = January). */
export function monthName(
  month: number,
  { t }: Pick<HighlightSources, 't'>,
): string {
  const key = MONTHS[month - 1]
  return key ? t(key) : ''
}

/**
 * "26 April 2026" from "2026-04-26" (the month in Telugu on Telugu pages), the same
 * wherever it renders.
 */
export function formatLongDate(
  iso: IsoDate,
  sources: Pick<HighlightSources, 't'>,
): string {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day ?? ''} ${monthName(month ?? 0, sources)} ${year ?? ''}`
}

export function storyOfTheMonth(
  today: IsoDate,
  sources: HighlightSources,
): Highlight {
  const { timeline, t } = sources
  const entry =
    timeline[storyOfTheMonthIndex(today, timeline.length)] ?? timeline[0]
  return {
    heading: entry?.title ?? '',
    text: entry?.description ?? '',
    meta: t('home.storyMeta', {
      month: monthName(Number(today.slice(5, 7)), sources),
    }),
  }
}

export function festivalCountdown(
  today: IsoDate,
  sources: HighlightSources,
): Highlight {
  const { festivalDates, festivals, t } = sources
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
        month: monthName(next.month, sources),
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
        : t(`home.countdown.days.${pluralForm(next.daysUntil)}`, {
            count: next.daysUntil,
            name,
          })
  return {
    heading,
    text: t('home.countdown.onDate', {
      date: formatLongDate(next.date, sources),
    }),
    meta: t('home.countdown.note'),
  }
}

export function heroOfTheWeek(
  today: IsoDate,
  sources: HighlightSources,
): Highlight {
  const { heroes, t } = sources
  const hero = heroes[heroOfTheWeekIndex(today, heroes.length)] ?? heroes[0]
  const { year, week } = isoWeek(today)
  return {
    heading: hero?.name ?? '',
    text: hero?.description ?? '',
    meta: t('home.heroMeta', { week, year }),
  }
}

/** Each card's highlight, by the home section its "Learn more" opens. */
export const HIGHLIGHT_OF_SECTION = {
  history: storyOfTheMonth,
  festivals: festivalCountdown,
  heroes: heroOfTheWeek,
} as const satisfies Record<
  string,
  (today: IsoDate, sources: HighlightSources) => Highlight
>

export type HighlightSection = keyof typeof HIGHLIGHT_OF_SECTION
