import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

type GotraSectionProps = {
  id: string
  title: string
  intro?: string
  className?: string
  children: ReactNode
}

/**
 * A titled band of the /gotras page, its text lined up with the page's
 * header (PageHeader: max-w-5xl with px-4 inside), its background full width.
 */
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
      className={cn('py-12', className)}
    >
      <div className="mx-auto max-w-5xl px-4">
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
