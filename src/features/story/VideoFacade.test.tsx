import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import type { StoryVideo } from '@/data/storyVideos'
import { renderWithProviders } from '@/test/render'

import { VideoFacade } from './VideoFacade'

/** Test-only content: a video whose owner has set an id. */
const WITH_ID: StoryVideo = {
  kind: 'quick',
  title: 'A Test Video',
  description: 'Only for this test.',
  youtubeId: 'abcDEF12_-3',
}

const WITHOUT_ID: StoryVideo = { ...WITH_ID, youtubeId: null }

describe('VideoFacade', () => {
  it('shows a play button and no player until it is pressed', async () => {
    const user = userEvent.setup()
    renderWithProviders(<VideoFacade video={WITH_ID} />)
    expect(screen.queryByTitle('A Test Video')).not.toBeInTheDocument()
    await user.click(
      screen.getByRole('button', { name: 'Play video: A Test Video' }),
    )
    const player = screen.getByTitle('A Test Video')
    expect(player.tagName).toBe('IFRAME')
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcDEF12_-3?autoplay=1',
    )
    expect(player).toHaveFocus()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('draws its own poster: no image is loaded before the press', () => {
    renderWithProviders(<VideoFacade video={WITH_ID} />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(document.querySelectorAll('img, iframe')).toHaveLength(0) // eslint-disable-line testing-library/no-node-access -- no request-making element may exist, named or not
  })

  it('has no link, no button and nothing that loads when no id is set', () => {
    renderWithProviders(<VideoFacade video={WITHOUT_ID} />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(document.querySelectorAll('a, img, iframe')).toHaveLength(0) // eslint-disable-line testing-library/no-node-access -- no link or request-making element may exist, named or not
  })
})
