import { PageHeader } from '@/components/ui/PageHeader'
import { pageMeta } from '@/data/pageMeta'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function GamesPage() {
  const meta = pageMeta.games
  return (
    <>
      <Seo {...meta} path={paths.games.getHref()} />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
      />
    </>
  )
}
