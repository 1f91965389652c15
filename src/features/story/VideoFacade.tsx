import { useState } from 'react'

import type { StoryVideo } from '@/data/storyVideos'
import { storyText } from '@/lib/i18n/story'

import { VideoPoster } from './VideoPoster'
import { youtubeEmbedUrl } from './videoUrls'

type VideoFacadeProps = { video: StoryVideo }

const FRAME_CLASS =
  'group block w-full cursor-pointer rounded-2xl text-left focus-visible:outline-offset-4'

/**
 * A privacy-friendly video: nothing is requested from YouTube until a press.
 * With an id, the press swaps the poster for the privacy-enhanced player
 * (which then has focus). Without one (no checked video yet) it is only a
 * drawn poster: no link, no button, nothing loaded (decision 011; the
 * privacy policy's "Embedded Videos" says the same).
 */
export function VideoFacade({ video }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false)
  const { youtubeId, title, kind } = video

  if (youtubeId === null) {
    return <VideoPoster kind={kind} badge="ask" />
  }

  if (playing) {
    return (
      <iframe
        ref={(frame) => frame?.focus()}
        src={youtubeEmbedUrl(youtubeId)}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full rounded-2xl border-0 bg-ink"
      />
    )
  }

  return (
    <button
      type="button"
      aria-label={storyText('story.video.play', { title })}
      onClick={() => setPlaying(true)}
      className={FRAME_CLASS}
    >
      <VideoPoster kind={kind} badge="play" />
    </button>
  )
}
