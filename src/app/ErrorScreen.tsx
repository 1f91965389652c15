import type * as React from 'react'

type ErrorScreenProps = {
  title: string
  body: React.ReactNode
  actions?: React.ReactNode
}

/** A calm full-width message; needs no router, so any boundary can show it. */
export function ErrorScreen({ title, body, actions }: ErrorScreenProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center"
    >
      <img src="/favicon.svg" alt="" width={96} height={96} />
      <h1 className="mt-6 text-3xl sm:text-4xl">{title}</h1>
      <div className="mt-4 text-lg text-ink-muted">{body}</div>
      {actions ? (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions}
        </div>
      ) : null}
    </div>
  )
}
