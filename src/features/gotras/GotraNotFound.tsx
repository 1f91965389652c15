import { Link } from 'react-router-dom'

import { ArrowLeft } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import { gotrasText } from '@/lib/i18n/gotras'
import { paths } from '@/lib/paths'

/** Shown at /gotra/:id when no gotra has that id. */
export function GotraNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <h1 className="text-3xl sm:text-4xl">
        {gotrasText('gotras.notFound.title')}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">
        {gotrasText('gotras.notFound.body')}
      </p>
      <Link
        to={paths.gotras.getHref()}
        className={buttonVariants({ size: 'lg', className: 'mt-8' })}
      >
        <ArrowLeft aria-hidden="true" />
        {gotrasText('gotras.notFound.back')}
      </Link>
    </div>
  )
}
