import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'
import type { Crumb } from '@/lib/seo/jsonLd'

import { Breadcrumbs } from './Breadcrumbs'

type PageHeaderProps = {
  title: string
  breadcrumbs: readonly Crumb[]
  intro?: string
  /** `narrow` lines the header up with a reading-width article below it. */
  width?: 'wide' | 'narrow'
  children?: ReactNode
}

/** Breadcrumbs, the page's one <h1>, and an optional introduction. */
export function PageHeader({
  title,
  breadcrumbs,
  intro,
  width = 'wide',
  children,
}: PageHeaderProps) {
  return (
    <header
      className={cn(
        'mx-auto px-4 pt-6 pb-8',
        width === 'wide' ? 'max-w-5xl' : 'max-w-3xl',
      )}
    >
      {breadcrumbs.length > 0 ? <Breadcrumbs items={breadcrumbs} /> : null}
      <h1 className="mt-4 text-4xl sm:text-5xl">{title}</h1>
      {intro ? (
        <p className="mt-4 max-w-3xl text-lg text-ink-muted">{intro}</p>
      ) : null}
      {children}
    </header>
  )
}
