// The one place a Suspense boundary is made (eslint.config.js).
import { Suspense, type ReactNode } from 'react'

import {
  getActiveLanguage,
  setActiveLanguage,
  type Language,
} from '@/lib/i18n/language'

/**
 * React's Suspense, carrying the edition it was rendered in. The active
 * edition is one value for the page, set by the layout as it renders
 * (src/app/RootLayout.tsx). A prerendered boundary still to be hydrated
 * when the page is rendered for the other edition (a tap on the language
 * switch held while the app started) is hydrated by React with the
 * children it was prerendered with, after that render has set the other
 * edition: the boundary sets its own back first, or its text would not
 * match the prerendered HTML and React would throw the page's HTML away
 * and draw it anew (decision 090).
 */
export function SuspenseInEdition({
  fallback,
  children,
}: {
  fallback?: ReactNode
  children: ReactNode
}) {
  return (
    <Suspense fallback={fallback}>
      <InEdition language={getActiveLanguage()}>{children}</InEdition>
    </Suspense>
  )
}

function InEdition({
  language,
  children,
}: {
  language: Language
  children: ReactNode
}) {
  setActiveLanguage(language)
  return children
}
