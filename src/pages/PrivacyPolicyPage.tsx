import { PageHeader } from '@/components/ui/PageHeader'
import { privacyPolicy } from '@/data/legal'
import { pageMeta } from '@/data/pageMeta'
import { LegalDocumentView } from '@/features/legal/LegalDocumentView'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function PrivacyPolicyPage() {
  const meta = pageMeta.privacyPolicy
  return (
    <>
      <Seo {...meta} path={paths.privacyPolicy.getHref()} />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        width="narrow"
      />
      <LegalDocumentView document={privacyPolicy} />
    </>
  )
}
