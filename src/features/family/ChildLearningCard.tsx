import { useId } from 'react'

import { Avatar } from '@/components/avatars/Avatar'
import type { AvatarId } from '@/components/avatars/avatarIds'
import { Card, CardTitle } from '@/components/ui/Card'
import { getActiveLanguage, LANGUAGE_TAGS } from '@/lib/i18n/language'
import { learningLocale, t, tMissed } from '@/lib/i18n/learning'

import type { ChildLearningView } from './learningReport'

type ChildLearningCardProps = {
  funName: string
  avatarId: AvatarId
  /** From `learningView`; undefined when the child has no quiz rounds. */
  view: ChildLearningView | undefined
}

/**
 * One child's quiz learning over the last 8 weeks: a table of the topics
 * played with the share answered right (the bar repeats the number, for the
 * eye only), and the questions most often missed with their right answers
 * and explanations, to talk about together.
 */
export function ChildLearningCard({
  funName,
  avatarId,
  view,
}: ChildLearningCardProps) {
  const headingId = useId()
  const number = new Intl.NumberFormat(learningLocale())
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
            {t('learning.report.childHeading', { name: funName })}
          </CardTitle>
        </div>
        {played ? (
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b-2 border-cream-300 text-sm text-ink-muted">
                <th scope="col" className="py-1.5 pe-3 font-semibold">
                  {t('learning.report.topic')}
                </th>
                <th scope="col" className="py-1.5 font-semibold">
                  {t('learning.report.right')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-cream-300">
              {view.topics.map((row) => (
                <tr key={row.topic}>
                  <th scope="row" className="py-2 pe-3 align-top font-normal">
                    {row.name}
                  </th>
                  <td className="py-2 align-top">
                    <span className="font-bold">
                      {t('learning.report.rightValue', {
                        percent: `${number.format(row.percent)}%`,
                        right: number.format(row.right),
                        answered: number.format(row.answered),
                      })}
                    </span>
                    <span
                      aria-hidden="true"
                      className="mt-1 block h-2 w-full max-w-40 overflow-hidden rounded-full bg-cream-200"
                    >
                      <span
                        className="block h-full rounded-full bg-leaf-600"
                        style={{ width: `${row.percent}%` }}
                      />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-ink-muted">
            {t('learning.report.empty', { name: funName })}
          </p>
        )}
        {played && view.missed.length > 0 ? (
          <div>
            <h4 className="font-display text-lg text-maroon-800">
              {t('learning.report.missedHeading')}
            </h4>
            <ol className="mt-2 grid gap-3">
              {view.missed.map((row) => (
                <li
                  key={row.questionId}
                  className="rounded-2xl bg-cream-100 p-3 [&:lang(te)]:text-lg"
                >
                  <p className="font-bold">{row.question}</p>
                  <p className="mt-1">
                    {t('learning.report.rightAnswer', {
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
