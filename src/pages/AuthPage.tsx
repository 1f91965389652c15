import { PageHeader } from '@/components/ui/PageHeader'
import { pageMeta } from '@/data/pageMeta'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function AuthPage() {
  const meta = pageMeta.auth
  return (
    <>
      <Seo {...meta} path={paths.auth.getHref()} />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
      />
    </>
  )
}
