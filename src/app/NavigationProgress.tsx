import { useNavigation } from 'react-router-dom'

import { shellText } from '@/lib/i18n/shell'

/** A thin bar while the next page's code loads, and a polite announcement. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle'
  return (
    <>
      <div
        aria-hidden="true"
        className={
          busy
            ? 'fixed inset-x-0 top-nav z-50 h-1 bg-saffron-500 motion-safe:animate-pulse'
            : 'hidden'
        }
      />
      <p role="status" className="sr-only">
        {busy ? shellText('a11y.loadingPage') : ''}
      </p>
    </>
  )
}
