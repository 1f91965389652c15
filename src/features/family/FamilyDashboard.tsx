import { Link } from 'react-router-dom'

import { Lock } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import type { Family } from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'
import { learningText } from '@/lib/i18n/learning'
import { paths } from '@/lib/paths'

import { ChangePasswordForm } from './ChangePasswordForm'
import { ChangePinForm } from './ChangePinForm'
import { DataAndDeletion } from './DataAndDeletion'
import { FamilyReports } from './FamilyReports'
import { type FamilyLearningQuery, LearningReport } from './LearningReport'
import { ProfilesSection } from './ProfilesSection'

type FamilyDashboardProps = {
  family: Family
  onLock: () => void
  /**
   * What each child learnt in the quiz: the result of `useFamilyLearning()`
   * (GrownUpsArea asks for it once the PIN has opened the area). Without it
   * the section is not shown.
   */
  learning?: FamilyLearningQuery
}

/** The open grown-ups' area: children, their progress, account settings. */
export function FamilyDashboard({
  family,
  onLock,
  learning,
}: FamilyDashboardProps) {
  return (
    <div className="grid gap-12">
      <Link
        to={paths.players.getHref()}
        onClick={onLock}
        className={buttonVariants({
          variant: 'outline',
          className: 'justify-self-start',
        })}
      >
        <Lock aria-hidden="true" />
        {familyText('family.area.lock')}
      </Link>
      <ProfilesSection profiles={family.profiles} />
      <section aria-labelledby="family-progress" className="grid gap-4">
        <h2 id="family-progress" className="text-3xl">
          {familyText('family.area.progress')}
        </h2>
        <FamilyReports />
      </section>
      {learning ? (
        <section aria-labelledby="family-learning" className="grid gap-4">
          <h2 id="family-learning" className="text-3xl">
            {learningText('learning.report.heading')}
          </h2>
          <p className="text-ink-muted">
            {learningText('learning.report.intro')}
          </p>
          <LearningReport
            learning={learning.data}
            profiles={family.profiles}
            isPending={learning.isPending}
            isError={learning.isError}
            onRetry={() => void learning.refetch()}
          />
        </section>
      ) : null}
      <section aria-labelledby="family-settings" className="grid gap-4">
        <h2 id="family-settings" className="text-3xl">
          {familyText('family.area.settings')}
        </h2>
        {family.parentEmail ? (
          <p className="text-ink-muted">{family.parentEmail}</p>
        ) : null}
        <Card className="grid gap-10">
          <ChangePasswordForm />
          <ChangePinForm />
          <DataAndDeletion />
        </Card>
      </section>
    </div>
  )
}
