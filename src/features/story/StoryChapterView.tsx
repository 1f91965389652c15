import { HeartHandshake } from '@/components/icons'
import { Notice } from '@/components/ui/Notice'
import type { StoryChapter, StoryVersion } from '@/data/story'
import { cn } from '@/lib/cn'
import { storyText } from '@/lib/i18n/story'
import { useReadAloud } from '@/lib/speech/useReadAloud'

import { ReadAloudControls } from './ReadAloudControls'
import { layoutSentences } from './sentenceLayout'
import { SentenceText } from './SentenceText'

type StoryChapterViewProps = {
  chapter: StoryChapter
  number: number
  version: StoryVersion
}

/**
 * One chapter in the chosen version, with read-aloud. A kids chapter that
 * tells a hard thing starts with its note for the grown-up reading along.
 */
export function StoryChapterView({
  chapter,
  number,
  version,
}: StoryChapterViewProps) {
  const readAloud = useReadAloud(`chapter-${chapter.id}`)
  const layout = layoutSentences(chapter[version])
  const headingId = `${chapter.id}-heading`
  return (
    <article
      id={chapter.id}
      aria-labelledby={headingId}
      className="rounded-3xl border border-cream-300 bg-white p-6 shadow-card sm:p-8"
    >
      <p className="font-display font-semibold text-saffron-800">
        {storyText('story.chapter.number', { number })}
      </p>
      <h3 id={headingId} className="mt-1 text-2xl sm:text-3xl">
        {chapter.title}
      </h3>
      {version === 'kids' && chapter.grownUpsNote ? (
        <div className="mt-4">
          <Notice
            icon={HeartHandshake}
            title={storyText('story.grownUpsNote')}
            body={chapter.grownUpsNote}
          />
        </div>
      ) : null}
      <div className="mt-4">
        <ReadAloudControls
          readAloud={readAloud}
          sentences={layout.sentences}
          title={chapter.title}
        />
      </div>
      <SentenceText
        paragraphs={layout.paragraphs}
        currentIndex={readAloud.index}
        className={cn('mt-5', version === 'kids' ? 'text-xl' : 'text-lg')}
      />
      {version === 'adult' && chapter.sourceNotes.length > 0 ? (
        <aside className="mt-6 rounded-2xl bg-cream-200 p-5">
          <h4 className="text-lg">{storyText('story.chapter.sourceNotes')}</h4>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-ink-muted">
            {chapter.sourceNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  )
}
