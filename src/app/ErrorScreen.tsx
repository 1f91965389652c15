import { useEffect, useRef, type ReactNode } from 'react'

import { LampMark } from './LampMark'

type ErrorScreenProps = {
  title: string
  body: ReactNode
  actions?: ReactNode
}

/**
 * A calm full-width message; needs no router, so any boundary can show it.
 * It takes the place of the page where the child was, often far down it
 * (a game's Play button), so it brings itself to the top of the screen and
 * its heading takes focus: never a blank screen above the footer.
 */
export function ErrorScreen({ title, body, actions }: ErrorScreenProps) {
  const screenRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // jsdom has no scrolling; browsers do (scroll-padding clears the top bar).
    screenRef.current?.scrollIntoView?.({ block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }, [])

  return (
    <div
      ref={screenRef}
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center"
    >
      <LampMark size={96} />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-3xl outline-none sm:text-4xl"
      >
        {title}
      </h1>
      <div className="mt-4 text-lg text-ink-muted">{body}</div>
      {actions ? (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions}
        </div>
      ) : null}
    </div>
  )
}
