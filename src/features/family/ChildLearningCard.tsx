import { useId } from 'react'

import { Avatar } from '@/components/avatars/Avatar'
import type { AvatarId } from '@/components/avatars/avatarIds'
import { Card, CardTitle } from '@/components/ui/Card'
import { getActiveLanguage, LANGUAGE_TAGS } from '@/lib/i18n/language'
import { learningText, tMissed } from '@/lib/i18n/learning'

import type { ChildLearningView } from './learningReport'
import { LearningTopicsTable } from './LearningTopicsTable'

type ChildLearningCardProps = {
  funName: string
  avatarId: AvatarId
  /** From `learningView`; undefined when the child has no quiz rounds. */
  view: ChildLearningView | undefined
}

/**
 * One child's quiz learning over the last 8 weeks: a table of the topics
 * played (questions learnt of those seen, share answered right) with what
 * "learnt" means, and the questions most often missed, how they are
 * chosen, with their right answers and explanations, to talk about
 * together.
 */
export function ChildLearningCard({
  funName,
  avatarId,
  view,
}: ChildLearningCardProps) {
  const headingId = useId()
  const played = view !== undefined && view.topics.length > 0
  return (
    <section
      aria-labelledby={headingId}
      lang={LANGUAGE_TAGS[getActiveLanguage()]}
    >
      <Card padding="compact" className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <Avatar id={avatarId} size={48} className="shrink-0" />
          <CardTitle id={headingId} size="md" className="min-w-0 break-words">
            {learningText('learning.report.childHeading', { name: funName })}
          </CardTitle>
        </div>
        {played ? (
          <>
            <LearningTopicsTable rows={view.topics} />
            <p className="text-sm text-ink-muted">
              {learningText('learning.report.learntHow')}
            </p>
          </>
        ) : (
          <p className="text-ink-muted">
            {learningText('learning.report.empty', { name: funName })}
          </p>
        )}
        {played && view.missed.length > 0 ? (
          <div>
            <h4 className="font-display text-lg text-maroon-800">
              {learningText('learning.report.missedHeading')}
            </h4>
            <p className="mt-1 text-sm text-ink-muted">
              {learningText('learning.report.missedHow')}
            </p>
            <ol className="mt-2 grid gap-3">
              {view.missed.map((row) => (
                <li
                  key={row.questionId}
                  className="rounded-2xl bg-cream-100 p-3 [&:lang(te)]:text-lg"
                >
                  <p className="font-bold">{row.question}</p>
                  <p className="mt-1">
                    {learningText('learning.report.rightAnswer', {
                      answer: row.rightAnswer,
                    })}
                  </p>
                  <p className="mt-1 text-ink-muted">{row.explanation}</p>
                  <p className="mt-1 text-sm text-ink-muted">
                    {tMissed(row.missed)}
                  </p>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </Card>
    </section>
  )
}
