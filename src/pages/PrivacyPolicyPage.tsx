import { PageHeader } from '@/components/ui/PageHeader'
import { pageMetaContent } from '@/data/pageMetaContent'
import {
  englishIsBindingNotice,
  legalContent,
} from '@/features/legal/legalContent'
import { LegalDocumentView } from '@/features/legal/LegalDocumentView'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function PrivacyPolicyPage() {
  const meta = pageMetaContent().pageMeta.privacyPolicy
  return (
    <>
      <Seo {...meta} path={paths.privacyPolicy.getHref()} />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        width="narrow"
      />
      <LegalDocumentView
        document={legalContent().privacyPolicy}
        notice={englishIsBindingNotice()}
      />
    </>
  )
}
