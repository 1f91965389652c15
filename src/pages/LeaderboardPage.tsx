import { PageHeader } from '@/components/ui/PageHeader'
import { pageMeta } from '@/data/pageMeta'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function LeaderboardPage() {
  const meta = pageMeta.leaderboard
  return (
    <>
      <Seo
        title={meta.title}
        description={meta.description}
        keywords={meta.keywords}
        path={paths.leaderboard.getHref()}
        breadcrumbs={meta.breadcrumbs}
      />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
      />
    </>
  )
}
