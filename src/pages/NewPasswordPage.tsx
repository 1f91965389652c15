import { PageHeader } from '@/components/ui/PageHeader'
import { pageMetaContent } from '@/data/pageMetaContent'
import { NewPasswordPanel } from '@/features/auth/NewPasswordPanel'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

/** Where a password-reset link comes back (decision 070): kept out of search. */
export function NewPasswordPage() {
  const meta = pageMetaContent().pageMeta.newPassword
  return (
    <>
      <Seo {...meta} path={paths.newPassword.getHref()} noindex />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
        width="narrow"
      />
      <NewPasswordPanel />
    </>
  )
}
