import { PageHeader } from '@/components/ui/PageHeader'
import { pageMeta } from '@/data/pageMeta'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function GotrasPage() {
  const meta = pageMeta.gotras
  return (
    <>
      <Seo {...meta} path={paths.gotras.getHref()} />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
      />
    </>
  )
}
