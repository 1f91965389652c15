import { describe, expect, it } from 'vitest'

import { heroes } from '@/data/heroes'
import { timeline as teluguTimeline } from '@/data/te/timeline'
import { timeline } from '@/data/timeline'
import { showTelugu } from '@/test/telugu'

import {
  festivalCountdown,
  formatLongDate,
  heroOfTheWeek,
  storyOfTheMonth,
} from './highlights'

describe('the highlight cards', () => {
  it('formats dates the same way everywhere', () => {
    expect(formatLongDate('2027-01-15')).toBe('15 January 2027')
  })

  it('counts down to the next festival', () => {
    expect(festivalCountdown('2026-12-31')).toMatchObject({
      heading: '15 days to Sankranti',
      text: 'On 15 January 2027',
    })
    expect(festivalCountdown('2027-01-14').heading).toBe(
      'Sankranti is tomorrow!',
    )
    expect(festivalCountdown('2026-04-26').heading).toBe(
      'Vasavi Jayanti is today! Happy Vasavi Jayanti!',
    )
  })

  it('names the usual month past the end of the date table', () => {
    expect(festivalCountdown('2029-02-01').heading).toBe(
      'Ugadi comes next, in March',
    )
  })

  it('picks a story by month and a hero by ISO week', () => {
    const story = storyOfTheMonth('2027-01-10')
    expect(timeline.map((entry) => entry.title)).toContain(story.heading)
    expect(story.meta).toBe('Story for January')
    const hero = heroOfTheWeek('2027-01-01')
    expect(heroes.map((item) => item.name)).toContain(hero.heading)
    expect(hero.meta).toBe('Week 53 of 2026')
  })
})

describe('the highlight cards in Telugu', () => {
  it('name the month and the festival in Telugu, with the same dates', async () => {
    await showTelugu()
    expect(formatLongDate('2027-01-15')).toBe('15 జనవరి 2027')
    expect(festivalCountdown('2026-12-31')).toMatchObject({
      text: '15 జనవరి 2027 న',
    })
    expect(festivalCountdown('2026-12-31').heading).toContain('సంక్రాంతి')
    expect(festivalCountdown('2029-02-01').heading).toContain('మార్చి')
    const story = storyOfTheMonth('2027-01-10')
    expect(teluguTimeline.map((entry) => entry.title)).toContain(story.heading)
    expect(story.meta).toBe('జనవరి నెల కథ')
  })
})
