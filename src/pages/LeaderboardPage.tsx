import { PageHeader } from '@/components/ui/PageHeader'
import { pageMetaContent } from '@/data/pageMetaContent'
import { Leaderboard } from '@/features/leaderboard/Leaderboard'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function LeaderboardPage() {
  const meta = pageMetaContent().pageMeta.leaderboard
  return (
    <>
      <Seo {...meta} path={paths.leaderboard.getHref()} />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
        width="narrow"
      />
      <Leaderboard />
    </>
  )
}
