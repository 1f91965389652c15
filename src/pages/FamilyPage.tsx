import { PageHeader } from '@/components/ui/PageHeader'
import { pageMetaContent } from '@/data/pageMetaContent'
import { GrownUpsArea } from '@/features/family/GrownUpsArea'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function FamilyPage() {
  const meta = pageMetaContent().pageMeta.family
  return (
    <>
      <Seo {...meta} path={paths.family.getHref()} noindex />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
      />
      <div className="mx-auto max-w-5xl px-4 pb-16">
        <GrownUpsArea />
      </div>
    </>
  )
}
