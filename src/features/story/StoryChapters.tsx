import { useSearchParams } from 'react-router-dom'

import * as storyModule from '@/data/story'
import type { StoryVersion } from '@/data/story'
import { teluguTwin } from '@/lib/i18n/edition'
import { storyText } from '@/lib/i18n/story'
import { storyVersionOfSearch } from '@/lib/paths'
import { stopReadingAloud } from '@/lib/speech/browserNarrator'

import { StoryChapterView } from './StoryChapterView'
import { StoryVersionSwitch } from './StoryVersionSwitch'
import { useStoryVersion } from './useStoryVersion'

const storyContent = teluguTwin(storyModule, () => import('@/data/te/story'))

/** The four chapters and the switch between the kids and grown-ups versions. */
export function StoryChapters() {
  const { storyChapters } = storyContent()
  const [search] = useSearchParams()
  const [version, setVersion] = useStoryVersion(
    storyVersionOfSearch(search.toString()),
  )
  const choose = (next: StoryVersion) => {
    // The text being read is about to change under the highlight.
    stopReadingAloud()
    setVersion(next)
  }
  return (
    <section
      aria-labelledby="chapters-heading"
      className="mx-auto max-w-3xl px-4"
    >
      <h2 id="chapters-heading" className="text-3xl sm:text-4xl">
        {storyText('story.chapters.heading')}
      </h2>
      <p className="mt-3 text-lg text-ink-muted">
        {storyText('story.chapters.intro')}
      </p>
      <div className="mt-5">
        <StoryVersionSwitch value={version} onChange={choose} />
      </div>
      <div className="mt-8 space-y-8">
        {storyChapters.map((chapter, index) => (
          <StoryChapterView
            key={chapter.id}
            chapter={chapter}
            number={index + 1}
            version={version}
          />
        ))}
      </div>
    </section>
  )
}
