import { useId, type ReactNode } from 'react'

import { Avatar } from '@/components/avatars/Avatar'
import type { AvatarId } from '@/components/avatars/avatarIds'
import { Card, CardTitle } from '@/components/ui/Card'
import { GAME_TYPES, QUIZ_QUESTION_COUNT } from '@/lib/backend'
import { catalogueEntry } from '@/lib/games/gameCatalogue'
import { statsLocale, familyStatsText, tCount } from '@/lib/i18n/familyStats'

import { ActivityChart } from './ActivityChart'
import { ChildBadgeList } from './ChildBadgeList'
import { formatDateTime } from './formatStats'
import type { ChildSummary } from './summarizeChild'
import type { WeekActivity } from './weeklyActivity'

type ChildSummaryCardProps = {
  funName: string
  avatarId: AvatarId
  /** From `summarizeChild`. */
  summary: ChildSummary
  /** From `weeklyActivity`, oldest week first. */
  activity: readonly WeekActivity[]
  /** 2 (the default) right under the page's h1; 3 under a section's h2. */
  headingLevel?: 2 | 3
  className?: string
}

/**
 * One child's progress for the grown-ups' area: points, bests, last round,
 * rounds per game, badges with their dates and the last weeks' activity.
 * Plain data in, no fetching.
 */
export function ChildSummaryCard({
  funName,
  avatarId,
  summary,
  activity,
  headingLevel = 2,
  className,
}: ChildSummaryCardProps) {
  const headingId = useId()
  const locale = statsLocale()
  const number = new Intl.NumberFormat(locale)
  const Subheading = headingLevel === 2 ? 'h3' : 'h4'
  const notYet = familyStatsText('familyStats.notYet')
  const stats: [label: string, value: ReactNode][] = [
    [
      familyStatsText('familyStats.totalPoints'),
      number.format(summary.totalPoints),
    ],
    [
      familyStatsText('familyStats.bestQuiz'),
      summary.bestQuiz === null
        ? notYet
        : familyStatsText('familyStats.bestQuizValue', {
            score: number.format(summary.bestQuiz),
            total: number.format(QUIZ_QUESTION_COUNT),
          }),
    ],
    [
      familyStatsText('familyStats.bestMemory'),
      summary.bestMemoryMoves === null
        ? notYet
        : tCount('familyStats.moves', summary.bestMemoryMoves),
    ],
    [
      familyStatsText('familyStats.lastPlayed'),
      summary.lastPlayedAt === null ? (
        notYet
      ) : (
        <time dateTime={summary.lastPlayedAt}>
          {formatDateTime(summary.lastPlayedAt, locale)}
        </time>
      ),
    ],
  ]
  const subheadingClass = 'font-display text-lg text-maroon-800'

  return (
    <section aria-labelledby={headingId} className={className}>
      <Card padding="compact" className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <Avatar id={avatarId} size={64} className="shrink-0" />
          <CardTitle
            as={headingLevel === 2 ? 'h2' : 'h3'}
            size="lg"
            id={headingId}
            className="min-w-0 break-words"
          >
            {funName}
          </CardTitle>
        </div>

        <dl className="grid grid-cols-2 gap-3">
          {stats.map(([label, value]) => (
            <div key={label} className="rounded-2xl bg-cream-100 p-3">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="font-display text-lg font-bold text-ink">
                {value}
              </dd>
            </div>
          ))}
        </dl>

        <div>
          <Subheading className={subheadingClass}>
            {familyStatsText('familyStats.roundsHeading')}
          </Subheading>
          <dl className="mt-2 divide-y divide-cream-300">
            {GAME_TYPES.map((type) => (
              <div key={type} className="flex justify-between gap-3 py-1.5">
                <dt>{familyStatsText(catalogueEntry(type).titleKey)}</dt>
                <dd className="font-bold whitespace-nowrap">
                  {tCount('familyStats.rounds', summary.roundsByGame[type])}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <div>
          <Subheading className={`${subheadingClass} mb-2`}>
            {familyStatsText('familyStats.badgesHeading')}
          </Subheading>
          <ChildBadgeList badges={summary.badges} />
        </div>

        <div>
          <Subheading className={`${subheadingClass} mb-2`}>
            {tCount('familyStats.activityHeading', activity.length)}
          </Subheading>
          <ActivityChart weeks={activity} />
        </div>
      </Card>
    </section>
  )
}
