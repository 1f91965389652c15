import { Button } from '@/components/ui/Button'
import * as bankModule from '@/data/questionBank'
import type { ChildLearning, ChildProfile } from '@/lib/backend'
import { teluguTwin } from '@/lib/i18n/edition'
import { getActiveLanguage, LANGUAGE_TAGS } from '@/lib/i18n/language'
import { learningText } from '@/lib/i18n/learning'

import { ChildLearningCard } from './ChildLearningCard'
import { learningView } from './learningReport'

const bankContent = teluguTwin(
  bankModule,
  () => import('@/data/te/questionBank'),
)

/**
 * What the grown-ups' area needs of the family learning query: a React
 * Query result (`useFamilyLearning()`) fits as it is.
 */
export type FamilyLearningQuery = {
  data: ChildLearning[] | undefined
  isPending: boolean
  isError: boolean
  refetch: () => unknown
}

type LearningReportProps = {
  learning: ChildLearning[] | undefined
  profiles: readonly ChildProfile[]
  isPending: boolean
  isError: boolean
  onRetry: () => void
}

/**
 * "What was learnt", per child: the quiz topics of the last 8 weeks with
 * the share answered right, and the questions most often missed. Plain data
 * in (the family learning query's result), no fetching.
 */
export function LearningReport({
  learning,
  profiles,
  isPending,
  isError,
  onRetry,
}: LearningReportProps) {
  const lang = LANGUAGE_TAGS[getActiveLanguage()]
  if (isPending) {
    return (
      <p role="status" lang={lang}>
        {learningText('learning.report.loading')}
      </p>
    )
  }
  if (isError || !learning) {
    return (
      <div role="alert" lang={lang} className="grid justify-items-start gap-2">
        <p>{learningText('learning.report.error')}</p>
        <Button variant="outline" onClick={onRetry}>
          {learningText('learning.report.retry')}
        </Button>
      </div>
    )
  }
  const { questionBank, questionTopicLabels } = bankContent()
  const bank = { questions: questionBank, topicNames: questionTopicLabels }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {profiles.map((profile) => {
        const child = learning.find((item) => item.profileId === profile.id)
        return (
          <ChildLearningCard
            key={profile.id}
            funName={profile.funName}
            avatarId={profile.avatar}
            view={child ? learningView(child, bank) : undefined}
          />
        )
      })}
    </div>
  )
}
