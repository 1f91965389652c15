import { describe, expect, it } from 'vitest'

import {
  countedPhraseProblems,
  type Dictionary,
} from '@/test/i18n/countedPhrases'

import { chromeMessages as enChrome } from './en'
import { accountsMessages as enAccounts } from './en/accounts'
import { avatarsMessages as enAvatars } from './en/avatars'
import { coloringMessages as enColoring } from './en/coloring'
import { familyMessages as enFamily } from './en/family'
import { familyStatsMessages as enFamilyStats } from './en/familyStats'
import { gamesMessages as enGames } from './en/games'
import { gotrasMessages as enGotras } from './en/gotras'
import { highlightMessages as enHighlights } from './en/highlights'
import { homeMessages as enHome } from './en/home'
import { storyMessages as enStory } from './en/story'
import { traditionsMessages as enTraditions } from './en/traditions'
import { chromeMessages as teChrome } from './te'
import { accountsMessages as teAccounts } from './te/accounts'
import { avatarsMessages as teAvatars } from './te/avatars'
import { coloringMessages as teColoring } from './te/coloring'
import { familyMessages as teFamily } from './te/family'
import { familyStatsMessages as teFamilyStats } from './te/familyStats'
import { gamesMessages as teGames } from './te/games'
import { gotrasMessages as teGotras } from './te/gotras'
import { highlightMessages as teHighlights } from './te/highlights'
import { homeMessages as teHome } from './te/home'
import { storyMessages as teStory } from './te/story'
import { traditionsMessages as teTraditions } from './te/traditions'

const english: Record<string, Dictionary> = {
  chrome: enChrome,
  accounts: enAccounts,
  avatars: enAvatars,
  coloring: enColoring,
  family: enFamily,
  familyStats: enFamilyStats,
  games: enGames,
  gotras: enGotras,
  highlights: enHighlights,
  home: enHome,
  story: enStory,
  traditions: enTraditions,
}
const telugu: Record<string, Dictionary> = {
  chrome: teChrome,
  accounts: teAccounts,
  avatars: teAvatars,
  coloring: teColoring,
  family: teFamily,
  familyStats: teFamilyStats,
  games: teGames,
  gotras: teGotras,
  highlights: teHighlights,
  home: teHome,
  story: teStory,
  traditions: teTraditions,
}

describe('counts in the dictionaries', () => {
  it.each(Object.entries(english))(
    'English %s writes every count through the plural rules',
    (_name, dictionary) => {
      expect(countedPhraseProblems(dictionary, 'en')).toEqual([])
    },
  )

  it.each(Object.entries(telugu))(
    'Telugu %s writes every count through the plural rules',
    (_name, dictionary) => {
      expect(countedPhraseProblems(dictionary, 'te')).toEqual([])
    },
  )

  it('fails a planted English count in a plain key', () => {
    expect(
      countedPhraseProblems({ 'x.badges': 'You have {count} badges' }, 'en'),
    ).toEqual(['x.badges: counts {count} without plural forms'])
  })

  it('fails a planted English one form that reads as a plural', () => {
    expect(
      countedPhraseProblems(
        {
          'x.points.one': '{count} points',
          'x.points.other': '{count} points',
        },
        'en',
      ),
    ).toEqual(['x.points.one: the one form reads as a plural'])
  })

  it('fails a planted Telugu count in a plain key, and a plural one form', () => {
    expect(
      countedPhraseProblems({ 'x.found': '{n} గోత్రాలు సరిపోయాయి' }, 'te'),
    ).toEqual(['x.found: counts {n} without plural forms'])
    expect(
      countedPhraseProblems(
        {
          'x.days.one': 'ఇంకా {count} రోజులు',
          'x.days.other': 'ఇంకా {count} రోజులు',
        },
        'te',
      ),
    ).toEqual(['x.days.one: the one form reads as a plural'])
  })

  it('fails a planted one form without its other form', () => {
    expect(
      countedPhraseProblems({ 'x.rounds.one': '{count} round' }, 'en'),
    ).toEqual(['x.rounds.one: has no x.rounds.other'])
  })

  it('lets a listed fixed total stay in a plain key, and no other', () => {
    expect(
      countedPhraseProblems(
        { 'games.matching.completeBody': 'You matched all {total} pairs.' },
        'en',
      ),
    ).toEqual([])
    expect(
      countedPhraseProblems(
        { 'games.matching.completeBody': 'You matched all {found} pairs.' },
        'en',
      ),
    ).toEqual([
      'games.matching.completeBody: counts {found} without plural forms',
    ])
  })
})
