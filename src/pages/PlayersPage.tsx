import { PageHeader } from '@/components/ui/PageHeader'
import { pageMetaContent } from '@/data/pageMetaContent'
import { WhoIsPlaying } from '@/features/family/WhoIsPlaying'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function PlayersPage() {
  const meta = pageMetaContent().pageMeta.players
  return (
    <>
      <Seo {...meta} path={paths.players.getHref()} noindex />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
        width="narrow"
      />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <WhoIsPlaying />
      </div>
    </>
  )
}
