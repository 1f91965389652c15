import { useEffect } from 'react'
import { useRouteError } from 'react-router-dom'

import { buttonVariants } from '@/components/ui/Button'
import { t } from '@/lib/i18n/t'
import { paths } from '@/lib/paths'

import { isChunkLoadError } from './errorKinds'
import { ErrorScreen } from './ErrorScreen'

/** The router's error element: a friendly recovery screen, never a blank page. */
export function RouteError() {
  const error = useRouteError()
  const chunkError = isChunkLoadError(error)

  useEffect(() => {
    console.error('Route error:', error)
  }, [error])

  return (
    <ErrorScreen
      title={t('error.title')}
      body={<p>{chunkError ? t('error.newVersion') : t('error.body')}</p>}
      actions={
        <>
          <button
            type="button"
            className={buttonVariants()}
            onClick={() => window.location.reload()}
          >
            {chunkError ? t('error.reload') : t('error.retry')}
          </button>
          {/* A full page load resets whatever state broke. */}
          <a
            href={paths.home.getHref()}
            className={buttonVariants({ variant: 'outline' })}
          >
            {t('common.backToHome')}
          </a>
        </>
      }
    />
  )
}
