import { PageHeader } from '@/components/ui/PageHeader'
import { pageMetaContent } from '@/data/pageMetaContent'
import {
  englishIsBindingNotice,
  legalContent,
} from '@/features/legal/legalContent'
import { LegalDocumentView } from '@/features/legal/LegalDocumentView'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function TermsOfUsePage() {
  const meta = pageMetaContent().pageMeta.termsOfUse
  return (
    <>
      <Seo {...meta} path={paths.termsOfUse.getHref()} />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        width="narrow"
      />
      <LegalDocumentView
        document={legalContent().termsOfUse}
        notice={englishIsBindingNotice()}
      />
    </>
  )
}
