import { describe, expect, it } from 'vitest'

import { GAME_TYPES } from '@/lib/backend/contract/types'
import { statedCountProblems } from '@/test/siteCounts'

import { coloringPages } from './coloring'
import { festivals } from './festivals'
import { heroes } from './heroes'
import { heroStats, homeStatistics } from './homeStats'
import { COLORING_PAGE_IDS, STORY_CHAPTER_IDS } from './siteCatalogue'
import { SITE_COUNTS, type SiteCounts } from './siteCounts'
import { storyChapters } from './story'
import { heroStats as teluguHeroStats } from './te/homeStats'
import { storyChapters as teluguChapters } from './te/story'

describe('the site’s counts', () => {
  it('list the story chapters and coloring pages that exist, in order', () => {
    expect(storyChapters.map((chapter) => chapter.id)).toEqual([
      ...STORY_CHAPTER_IDS,
    ])
    expect(teluguChapters.map((chapter) => chapter.id)).toEqual([
      ...STORY_CHAPTER_IDS,
    ])
    expect(coloringPages.map((page) => page.id)).toEqual([...COLORING_PAGE_IDS])
  })

  it('count every game, story chapter, hero, festival and coloring page', () => {
    expect(SITE_COUNTS).toEqual({
      games: GAME_TYPES.length,
      storyChapters: storyChapters.length,
      heroes: heroes.length,
      festivals: festivals.length,
      coloringPages: coloringPages.length,
    })
    expect(SITE_COUNTS.games).toBe(7)
  })
})

describe('the home page’s counts', () => {
  it('state in its hidden statistics the numbers the site has', () => {
    const text = homeStatistics.join(' ')
    expect(text).toContain(`offers ${SITE_COUNTS.games} games`)
    expect(statedCountProblems(text, SITE_COUNTS)).toEqual([])
  })

  it('show story chapters and games on a tile, in both editions', () => {
    const tiles = [heroStats, teluguHeroStats].map((stats) =>
      stats.map((stat) => stat.value),
    )
    for (const values of tiles) {
      expect(values).toEqual([
        '102',
        '1000+',
        String(heroes.length),
        String(storyChapters.length + GAME_TYPES.length),
      ])
    }
  })

  it('fail a planted text that states the old count of games', () => {
    const counts: SiteCounts = { ...SITE_COUNTS, games: 7 }
    expect(
      statedCountProblems(
        'Vasavi Kids offers 5 games and 9 coloring pages.',
        counts,
      ),
    ).toEqual(['"5 games": the site has 7 games'])
  })

  it('fail a planted text with a wrong chapter, hero or festival count', () => {
    expect(
      statedCountProblems(
        'A 5-chapter story, 4 community heroes and 6 festivals.',
        SITE_COUNTS,
      ),
    ).toEqual([
      '"5-chapter": the site has 4 storyChapters',
      '"4 community heroes": the site has 3 heroes',
    ])
  })
})
