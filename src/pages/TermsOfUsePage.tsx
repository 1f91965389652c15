import { PageHeader } from '@/components/ui/PageHeader'
import { termsOfUse } from '@/data/legal'
import { pageMeta } from '@/data/pageMeta'
import { LegalDocumentView } from '@/features/legal/LegalDocumentView'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function TermsOfUsePage() {
  const meta = pageMeta.termsOfUse
  return (
    <>
      <Seo {...meta} path={paths.termsOfUse.getHref()} />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        width="narrow"
      />
      <LegalDocumentView document={termsOfUse} />
    </>
  )
}
