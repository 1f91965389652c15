import { Component, type ErrorInfo, type ReactNode } from 'react'

import { buttonVariants } from '@/components/ui/Button'
import { t } from '@/lib/i18n/t'
import { paths } from '@/lib/paths'

import { ErrorScreen } from './ErrorScreen'

type AppErrorBoundaryProps = { children: ReactNode }
type AppErrorBoundaryState = { failed: boolean }

/** Last line of defence for errors outside the router's own boundaries. */
export class AppErrorBoundary extends Component<
  AppErrorBoundaryProps,
  AppErrorBoundaryState
> {
  override state: AppErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected error:', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <ErrorScreen
        title={t('error.title')}
        body={<p>{t('error.body')}</p>}
        actions={
          <a href={paths.home.getHref()} className={buttonVariants()}>
            {t('common.backToHome')}
          </a>
        }
      />
    )
  }
}
