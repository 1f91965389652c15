import { beforeAll, describe, expect, it } from 'vitest'

import { heroes } from '@/data/heroes'
import { timeline as teluguTimeline } from '@/data/te/timeline'
import { timeline } from '@/data/timeline'
import type { Language } from '@/lib/i18n/language'
import { showTelugu } from '@/test/telugu'

import { loadHighlightSources } from './highlightModules'
import {
  festivalCountdown,
  formatLongDate,
  HIGHLIGHT_OF_SECTION,
  heroOfTheWeek,
  storyOfTheMonth,
  type HighlightSources,
} from './highlights'
import { highlightSources } from './highlightSources'

const loaded = {} as Record<Language, HighlightSources>
beforeAll(async () => {
  loaded.en = await loadHighlightSources('en')
  loaded.te = await loadHighlightSources('te')
})

describe('the highlight cards', () => {
  it('formats dates the same way everywhere', () => {
    expect(formatLongDate('2027-01-15', loaded.en)).toBe('15 January 2027')
  })

  it('counts down to the next festival', () => {
    expect(festivalCountdown('2026-12-31', loaded.en)).toMatchObject({
      heading: '15 days to Sankranti',
      text: 'On 15 January 2027',
    })
    expect(festivalCountdown('2027-01-14', loaded.en).heading).toBe(
      'Sankranti is tomorrow!',
    )
    expect(festivalCountdown('2026-04-26', loaded.en).heading).toBe(
      'Vasavi Jayanti is today! Happy Vasavi Jayanti!',
    )
  })

  it('names the usual month past the end of the date table', () => {
    expect(festivalCountdown('2029-02-01', loaded.en).heading).toBe(
      'Ugadi comes next, in March',
    )
  })

  it('picks a story by month and a hero by ISO week', () => {
    const story = storyOfTheMonth('2027-01-10', loaded.en)
    expect(timeline.map((entry) => entry.title)).toContain(story.heading)
    expect(story.meta).toBe('Story for January')
    const hero = heroOfTheWeek('2027-01-01', loaded.en)
    expect(heroes.map((item) => item.name)).toContain(hero.heading)
    expect(hero.meta).toBe('Week 53 of 2026')
  })
})

describe('the highlight cards in Telugu', () => {
  it('name the month and the festival in Telugu, with the same dates', () => {
    const te = loaded.te
    expect(formatLongDate('2027-01-15', te)).toBe('15 జనవరి 2027')
    expect(festivalCountdown('2026-12-31', te)).toMatchObject({
      text: '15 జనవరి 2027‌న',
    })
    expect(festivalCountdown('2026-12-31', te).heading).toContain('సంక్రాంతి')
    expect(festivalCountdown('2029-02-01', te).heading).toContain('మార్చి')
    const story = storyOfTheMonth('2027-01-10', te)
    expect(teluguTimeline.map((entry) => entry.title)).toContain(story.heading)
    expect(story.meta).toBe('జనవరి నెల కథ')
  })
})

describe('the sources the app reads and the ones the page loads', () => {
  // The page fills the cards in from the modules it loads; the app then
  // hydrates them from its Telugu twins: both must give the same lines.
  const days = Array.from({ length: 60 }, (_, index) =>
    new Date(Date.UTC(2026, 0, 1 + index * 13)).toISOString().slice(0, 10),
  )
  const everyCard = (sources: HighlightSources) =>
    days.map((day) =>
      Object.values(HIGHLIGHT_OF_SECTION).map((card) => card(day, sources)),
    )

  it('agree in English', () => {
    expect(everyCard(highlightSources())).toEqual(everyCard(loaded.en))
  })

  it('agree in Telugu', async () => {
    await showTelugu()
    const app = everyCard(highlightSources())
    expect(app).toEqual(everyCard(loaded.te))
    expect(app).not.toEqual(everyCard(loaded.en))
  })
})
