import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

type GotraSectionProps = {
  id: string
  title: string
  intro?: string
  className?: string
  children: ReactNode
}

/** A titled band of the /gotras page. */
export function GotraSection({
  id,
  title,
  intro,
  className,
  children,
}: GotraSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('px-4 py-12', className)}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={headingId} className="text-3xl">
          {title}
        </h2>
        {intro ? (
          <p className="mt-3 max-w-3xl text-lg text-ink-muted">{intro}</p>
        ) : null}
        {children}
      </div>
    </section>
  )
}
