import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/lib/cn'

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-sm font-bold [&_svg]:size-4',
  {
    variants: {
      variant: {
        default: 'bg-maroon-100 text-maroon-900',
        saffron: 'bg-saffron-100 text-saffron-900',
        gold: 'bg-gold-100 text-gold-900',
        leaf: 'bg-leaf-100 text-leaf-900',
        red: 'bg-red-100 text-red-900',
        outline: 'border border-maroon-700 text-maroon-800',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants>

export function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span className={cn(badgeVariants({ variant }), className)} {...props} />
  )
}
