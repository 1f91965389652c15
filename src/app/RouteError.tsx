import { useEffect, useState } from 'react'
import { Link, useRouteError } from 'react-router-dom'

import { buttonVariants } from '@/components/ui/Button'
import { shellText } from '@/lib/i18n/shell'
import { paths } from '@/lib/paths'
import { useOnlineStatus } from '@/lib/useOnlineStatus'

import { errorKindOf } from './errorKinds'
import { ErrorScreen } from './ErrorScreen'

/** Whether a service worker serves this tab: the offline copy is there. */
const hasOfflineCopy = () => Boolean(navigator.serviceWorker?.controller)

const reload = () => window.location.reload()

/** The router's error element: a friendly recovery screen, never a blank page. */
export function RouteError() {
  const error = useRouteError()
  // Judged as it happened: coming back online does not make it an update.
  const [kind] = useState(() => errorKindOf(error, navigator.onLine))

  useEffect(() => {
    console.error('Route error:', error)
  }, [error])

  if (kind === 'offline') return <OfflineError />

  const chunkError = kind === 'new-version'
  return (
    <ErrorScreen
      title={shellText('error.title')}
      body={
        <p>
          {chunkError ? shellText('error.newVersion') : shellText('error.body')}
        </p>
      }
      actions={
        <>
          <button type="button" className={buttonVariants()} onClick={reload}>
            {chunkError ? shellText('error.reload') : shellText('error.retry')}
          </button>
          {/* A full page load resets whatever state broke. */}
          <a
            href={paths.home.getHref()}
            className={buttonVariants({ variant: 'outline' })}
          >
            {shellText('common.backToHome')}
          </a>
        </>
      }
    />
  )
}

/**
 * A part of the site could not load with no connection. Says what still
 * works, and offers only what can work: a reload needs the connection or
 * the offline copy, and Back to Home stays in the running app.
 */
function OfflineError() {
  const online = useOnlineStatus()
  const [offlineCopy] = useState(hasOfflineCopy)
  const canReload = online || offlineCopy
  return (
    <ErrorScreen
      title={shellText('error.offlineTitle')}
      body={
        <>
          <p>
            {offlineCopy
              ? shellText('error.offlineBody')
              : shellText('error.offlineFirstBody')}
          </p>
          {online ? null : (
            <p className="mt-2">{shellText('error.offlineRetry')}</p>
          )}
        </>
      }
      actions={
        <>
          {canReload ? (
            <button type="button" className={buttonVariants()} onClick={reload}>
              {shellText('error.retry')}
            </button>
          ) : null}
          <Link
            to={paths.home.getHref()}
            className={buttonVariants({ variant: 'outline' })}
          >
            {shellText('common.backToHome')}
          </Link>
        </>
      }
    />
  )
}
