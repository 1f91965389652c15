import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'

import { buttonVariants } from '@/components/ui/Button'
import { pageMetaContent } from '@/data/pageMetaContent'
import { shellText } from '@/lib/i18n/shell'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function NotFoundPage() {
  const { pathname } = useLocation()
  const meta = pageMetaContent().pageMeta.notFound

  useEffect(() => {
    console.warn(`404: no page at "${pathname}"`)
  }, [pathname])

  return (
    <>
      <Seo {...meta} path={pathname} noindex />
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
        <p
          aria-hidden="true"
          className="font-display text-8xl font-bold text-saffron-700"
        >
          {shellText('notFound.code')}
        </p>
        <h1 className="mt-2 text-3xl sm:text-4xl">
          <span className="sr-only">{shellText('notFound.code')}: </span>
          {shellText('notFound.title')}
        </h1>
        <p className="mt-4 text-lg text-ink-muted">
          {shellText('notFound.body')}
        </p>
        <Link
          to={paths.home.getHref()}
          className={buttonVariants({ size: 'lg', className: 'mt-8' })}
        >
          {shellText('notFound.cta')}
        </Link>
      </div>
    </>
  )
}
