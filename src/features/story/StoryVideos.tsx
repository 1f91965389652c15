import * as storyVideosModule from '@/data/storyVideos'
import { teluguTwin } from '@/lib/i18n/edition'
import { storyText } from '@/lib/i18n/story'

import { VideoFacade } from './VideoFacade'

const storyVideosContent = teluguTwin(
  storyVideosModule,
  () => import('@/data/te/storyVideos'),
)

/**
 * The detailed and the quick video, each behind a facade. A video whose id
 * is not set yet shows its title and asks for a grown-up's help: no link.
 */
export function StoryVideos() {
  const { storyVideos } = storyVideosContent()
  return (
    <section
      aria-labelledby="videos-heading"
      className="mx-auto max-w-5xl px-4"
    >
      <h2 id="videos-heading" className="text-3xl sm:text-4xl">
        {storyText('story.videos.heading')}
      </h2>
      <p className="mt-3 text-lg text-ink-muted">
        {storyText('story.videos.intro')}
      </p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {storyVideos.map((video) => (
          <li
            key={video.kind}
            className="rounded-3xl border border-cream-300 bg-white p-4 shadow-card"
          >
            <VideoFacade video={video} />
            <p className="mt-4 text-sm font-bold tracking-wide text-saffron-800 uppercase">
              {storyText(`story.videos.kind.${video.kind}`)}
            </p>
            <h3 className="mt-1 text-xl">{video.title}</h3>
            <p className="mt-2 text-ink-muted">{video.description}</p>
            {video.youtubeId === null ? (
              <p className="mt-2 font-semibold text-maroon-800">
                {storyText('story.video.askGrownUp')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
