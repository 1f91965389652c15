import { Component, type ErrorInfo, type ReactNode } from 'react'

import { buttonVariants } from '@/components/ui/Button'
import { shellText } from '@/lib/i18n/shell'
import { paths } from '@/lib/paths'

import { errorKindOf, type ErrorKind } from './errorKinds'
import { ErrorScreen } from './ErrorScreen'

type AppErrorBoundaryProps = { children: ReactNode }
type AppErrorBoundaryState =
  { failed: false } | { failed: true; kind: ErrorKind }

/** Last line of defence for errors outside the router's own boundaries. */
export class AppErrorBoundary extends Component<
  AppErrorBoundaryProps,
  AppErrorBoundaryState
> {
  override state: AppErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    // A part that could not load offline is not a fault: say so.
    return { failed: true, kind: errorKindOf(error, navigator.onLine) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected error:', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    const offline = this.state.kind === 'offline'
    return (
      <ErrorScreen
        title={
          offline ? shellText('error.offlineTitle') : shellText('error.title')
        }
        body={
          offline ? (
            <>
              <p>{shellText('error.offlineFirstBody')}</p>
              <p className="mt-2">{shellText('error.offlineRetry')}</p>
            </>
          ) : (
            <p>{shellText('error.body')}</p>
          )
        }
        actions={
          offline ? (
            <button
              type="button"
              className={buttonVariants()}
              onClick={() => window.location.reload()}
            >
              {shellText('error.retry')}
            </button>
          ) : (
            <a href={paths.home.getHref()} className={buttonVariants()}>
              {shellText('common.backToHome')}
            </a>
          )
        }
      />
    )
  }
}
