import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'
import type { HomeSectionId } from '@/lib/paths'

type HomeSectionProps = {
  id: HomeSectionId
  title: string
  intro: string
  className?: string
  children?: ReactNode
}

/**
 * One anchored section of the home page. It takes focus after a nav link
 * jumps to it (tabIndex -1), and the page's scroll padding keeps it clear of
 * the fixed top bar.
 */
export function HomeSection({
  id,
  title,
  intro,
  className,
  children,
}: HomeSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cn('px-4 py-16 sm:py-20', className)}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={headingId} className="text-center text-3xl sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-ink-muted">
          {intro}
        </p>
        {children}
      </div>
    </section>
  )
}
