import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/lib/cn'

/** Shared by `<Button>` and by router links that look like buttons. */
export const buttonVariants = cva(
  'inline-flex min-h-touch min-w-touch cursor-pointer items-center justify-center gap-2 rounded-full font-display font-semibold whitespace-nowrap transition-colors select-none disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-maroon-700 text-white shadow-sm hover:bg-maroon-800',
        secondary: 'bg-saffron-400 text-ink shadow-sm hover:bg-saffron-300',
        leaf: 'bg-leaf-700 text-white shadow-sm hover:bg-leaf-800',
        outline:
          'border-2 border-maroon-700 bg-white/70 text-maroon-800 hover:bg-maroon-50',
        ghost: 'text-maroon-800 hover:bg-maroon-50',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        link: 'min-h-0 min-w-0 rounded-sm text-maroon-700 underline underline-offset-4 hover:text-maroon-900',
      },
      size: {
        default: 'px-5 py-2 text-base',
        sm: 'px-4 py-1.5 text-sm',
        lg: 'px-7 py-3 text-lg',
        icon: 'p-2',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants>

export function Button({
  className,
  variant,
  size,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  )
}
