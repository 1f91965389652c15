import { Link } from 'react-router-dom'

import { ArrowLeft } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import { PageHeader } from '@/components/ui/PageHeader'
import { pageMetaContent } from '@/data/pageMetaContent'
import { AuthPanel } from '@/features/auth/AuthPanel'
import { shellText } from '@/lib/i18n/shell'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function AuthPage() {
  const meta = pageMetaContent().pageMeta.auth
  return (
    <>
      <Seo {...meta} path={paths.auth.getHref()} />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
        width="narrow"
      >
        <Link
          to={paths.home.getHref()}
          className={buttonVariants({
            variant: 'ghost',
            className: 'mt-4 -ml-3',
          })}
        >
          <ArrowLeft aria-hidden="true" />
          {shellText('common.backToHome')}
        </Link>
      </PageHeader>
      <AuthPanel />
    </>
  )
}
