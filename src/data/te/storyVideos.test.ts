import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../storyVideos'
import * as telugu from './storyVideos'

describe('te/storyVideos.ts', () => {
  it('has the two videos of English, titled in Telugu, with the English ids', () => {
    expect(
      structureProblems(english.storyVideos, telugu.storyVideos, ['kind']),
    ).toEqual([])
    expect(telugu.storyVideos.map((video) => video.youtubeId)).toEqual(
      english.storyVideos.map((video) => video.youtubeId),
    )
  })
})
