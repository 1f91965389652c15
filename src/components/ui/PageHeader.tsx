import type { ReactNode } from 'react'

import type { Crumb } from '@/lib/seo/jsonLd'

import { Breadcrumbs } from './Breadcrumbs'

type PageHeaderProps = {
  title: string
  breadcrumbs: readonly Crumb[]
  intro?: string
  children?: ReactNode
}

/** Breadcrumbs, the page's one <h1>, and an optional introduction. */
export function PageHeader({
  title,
  breadcrumbs,
  intro,
  children,
}: PageHeaderProps) {
  return (
    <header className="mx-auto max-w-5xl px-4 pt-6 pb-8">
      {breadcrumbs.length > 0 ? <Breadcrumbs items={breadcrumbs} /> : null}
      <h1 className="mt-4 text-4xl sm:text-5xl">{title}</h1>
      {intro ? (
        <p className="mt-4 max-w-3xl text-lg text-ink-muted">{intro}</p>
      ) : null}
      {children}
    </header>
  )
}
