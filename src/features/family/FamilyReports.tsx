import { Button } from '@/components/ui/Button'
import { useFamilyReport } from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'

import { ChildSummaryCard } from './stats/ChildSummaryCard'
import { weeklyActivity } from './stats/weeklyActivity'
import { summaryFromReport } from './summaryFromReport'

/** Each child's progress: totals, bests, badges with dates, 8 weeks. */
export function FamilyReports() {
  const reports = useFamilyReport()

  if (reports.isPending) {
    return <p role="status">{familyText('family.report.loading')}</p>
  }
  if (reports.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>{familyText('family.report.error')}</p>
        <Button variant="outline" onClick={() => void reports.refetch()}>
          {familyText('family.players.retry')}
        </Button>
      </div>
    )
  }
  if (reports.data.length === 0)
    return <p>{familyText('family.report.empty')}</p>
  const now = new Date()
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {reports.data.map((report) => (
        <ChildSummaryCard
          key={report.profile.id}
          funName={report.profile.funName}
          avatarId={report.profile.avatar}
          summary={summaryFromReport(report)}
          activity={weeklyActivity(report.recentRounds, now)}
          headingLevel={3}
        />
      ))}
    </div>
  )
}
