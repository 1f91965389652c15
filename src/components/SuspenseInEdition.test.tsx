import { act } from '@testing-library/react'
import { startTransition, use, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'

import {
  getActiveLanguage,
  setActiveLanguage,
  type Language,
} from '@/lib/i18n/language'

import { HydrateInSlices } from './HydrateInSlices'
import { SuspenseInEdition } from './SuspenseInEdition'

// A boundary's hydration held back (here by a promise; on a page, by a slow
// tablet) past the moment the page is rendered for the other edition, as a
// tap on the language switch held while the app started does. React then
// hydrates the boundary with the children it was prerendered with, after
// the new render has set the active edition.
let holdHydration: Promise<void> | null = null

function HeldWhileHydrating() {
  if (holdHydration) use(holdHydration)
  return null
}

function Words() {
  return <p>{getActiveLanguage() === 'te' ? 'తెలుగు' : 'English'}</p>
}

type Boundary = (props: { children: ReactNode }) => ReactNode

function pageWith(Boundary: Boundary) {
  return function Page({ language }: { language: Language }) {
    setActiveLanguage(language)
    return (
      <div>
        <Boundary>
          <HeldWhileHydrating />
          <Words />
        </Boundary>
      </div>
    )
  }
}

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  holdHydration = null
  setActiveLanguage('en')
  document.body.innerHTML = ''
})

const BOUNDARIES: [string, Boundary][] = [
  ['SuspenseInEdition', SuspenseInEdition],
  ['HydrateInSlices', HydrateInSlices],
]

it.each(BOUNDARIES)(
  '%s hydrates its part in the edition it was prerendered in, after the page was rendered for the other',
  async (_name, Boundary) => {
    const Page = pageWith(Boundary)
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(<Page language="en" />)
    expect(container.textContent).toBe('English')

    let letHydrate = () => {}
    holdHydration = new Promise<void>((resolve) => {
      letHydrate = resolve
    })
    const mismatches = vi.fn()
    // Each step in an act of its own, that lets React finish what it can.
    await act(() => {
      root = hydrateRoot(container, <Page language="en" />, {
        onRecoverableError: mismatches,
      })
      return Promise.resolve()
    })
    await act(() => {
      startTransition(() => root?.render(<Page language="te" />))
      return Promise.resolve()
    })
    // The new edition is set; the part is still the prerendered HTML.
    expect(getActiveLanguage()).toBe('te')
    expect(container.textContent).toBe('English')

    await act(() => {
      letHydrate()
      return Promise.resolve()
    })

    expect(mismatches).not.toHaveBeenCalled()
    expect(container.textContent).toBe('తెలుగు')
  },
)
