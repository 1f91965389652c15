import { shellText } from '@/lib/i18n/shell'

/** Shown only if the first page's code has not loaded by the first render. */
export function PageLoading() {
  return (
    <p role="status" className="px-4 pt-32 text-center text-lg text-ink-muted">
      {shellText('a11y.loadingPage')}
    </p>
  )
}
