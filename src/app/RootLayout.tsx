import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom'

import { HydrateInSlices } from '@/components/HydrateInSlices'
import {
  LANGUAGE_TAGS,
  languageOfPath,
  setActiveLanguage,
} from '@/lib/i18n/language'
import { shellText } from '@/lib/i18n/shell'

import { FocusOnNavigate } from './FocusOnNavigate'
import { Footer } from './Footer'
import { NavBar } from './NavBar'
import { NavigationProgress } from './NavigationProgress'
import { OfflineRoundsSyncGate } from './OfflineRoundsSyncGate'
import { startServiceWorker } from './serviceWorker'
import { StorageNotice } from './StorageNotice'
import { UpdatePrompt } from './UpdatePrompt'

export const MAIN_ID = 'main'

export function RootLayout() {
  // The edition is the address's: set before anything below renders, so
  // `shellText()`, content twins and links all read it (decision 032). The layout
  // renders again on every navigation, and with it everything below.
  const language = languageOfPath(useLocation().pathname)
  setActiveLanguage(language)
  useEffect(() => {
    // Only on a change: Chromium restyles every element of the page when
    // <html lang> is written, even with the value it already has (60 ms of
    // the home page's start-up at the bench's CPU).
    const root = document.documentElement
    if (root.lang !== LANGUAGE_TAGS[language])
      root.lang = LANGUAGE_TAGS[language]
  }, [language])
  // Production builds only; after the page's load event (serviceWorker.ts).
  useEffect(() => startServiceWorker(), [])
  return (
    <>
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-[60] rounded-full bg-maroon-700 px-4 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {shellText('a11y.skipToContent')}
      </a>
      <HydrateInSlices>
        <NavBar />
      </HydrateInSlices>
      <NavigationProgress />
      <main id={MAIN_ID} tabIndex={-1} className="min-h-[70vh] pt-nav">
        <HydrateInSlices>
          <Outlet />
        </HydrateInSlices>
      </main>
      <HydrateInSlices>
        <Footer />
      </HydrateInSlices>
      {/* Restores positions on back/forward, scrolls to #hash or to the top. */}
      <ScrollRestoration />
      <FocusOnNavigate mainId={MAIN_ID} />
      <UpdatePrompt />
      <StorageNotice />
      <OfflineRoundsSyncGate />
    </>
  )
}
