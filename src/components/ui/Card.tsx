import type * as React from 'react'

import { cn } from '@/lib/cn'

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'rounded-3xl border border-cream-300 bg-white p-6 shadow-card',
        className,
      )}
      {...props}
    />
  )
}

type CardTitleProps = React.ComponentProps<'h3'> & {
  /** h3 under a section's h2 (the default); h2 for cards right under a page's h1. */
  as?: 'h2' | 'h3'
}

export function CardTitle({
  as: Heading = 'h3',
  className,
  children,
  ...props
}: CardTitleProps) {
  return (
    <Heading
      className={cn('font-display text-xl text-maroon-800', className)}
      {...props}
    >
      {children}
    </Heading>
  )
}

export function CardDescription({
  className,
  ...props
}: React.ComponentProps<'p'>) {
  return <p className={cn('mt-2 text-ink-muted', className)} {...props} />
}
