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

export function CardTitle({
  className,
  children,
  ...props
}: React.ComponentProps<'h3'>) {
  return (
    <h3
      className={cn('font-display text-xl text-maroon-800', className)}
      {...props}
    >
      {children}
    </h3>
  )
}

export function CardDescription({
  className,
  ...props
}: React.ComponentProps<'p'>) {
  return <p className={cn('mt-2 text-ink-muted', className)} {...props} />
}
