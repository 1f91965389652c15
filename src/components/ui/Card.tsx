import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/lib/cn'

const cardVariants = cva('rounded-3xl border shadow-card', {
  variants: {
    tone: {
      default: 'border-cream-300 bg-white',
      saffron: 'border-saffron-300 bg-saffron-50',
      maroon: 'border-maroon-200 bg-maroon-50',
      // The player's own card: a white card with a green edge.
      leaf: 'border-leaf-700 bg-white',
    },
    padding: {
      default: 'p-6',
      snug: 'p-5',
      compact: 'p-4 sm:p-5',
    },
  },
  defaultVariants: { tone: 'default', padding: 'default' },
})

type CardProps = React.ComponentProps<'div'> & VariantProps<typeof cardVariants>

/** A `className` is added, not merged: colours and padding come from props. */
export function Card({ className, tone, padding, ...props }: CardProps) {
  return (
    <div
      className={cn(cardVariants({ tone, padding }), className)}
      {...props}
    />
  )
}

const TITLE_SIZES = { sm: 'text-lg', md: 'text-xl', lg: 'text-2xl' } as const

type CardTitleProps = React.ComponentProps<'h3'> & {
  /** h3 under a section's h2 (the default); h2 for cards right under a page's h1. */
  as?: 'h2' | 'h3'
  size?: keyof typeof TITLE_SIZES
}

export function CardTitle({
  as: Heading = 'h3',
  size = 'md',
  className,
  children,
  ...props
}: CardTitleProps) {
  return (
    <Heading
      className={cn(
        'font-display text-maroon-800',
        TITLE_SIZES[size],
        className,
      )}
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
