import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/lib/cn'

// The base holds no class that a variant changes: each variant brings its own
// shape and gap, so an element never carries two classes for one property.
const buttonClasses = cva(
  'inline-flex min-h-touch min-w-touch cursor-pointer items-center justify-center font-display font-semibold text-center transition-colors select-none disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default:
          'gap-2 rounded-full bg-maroon-700 text-white shadow-sm hover:bg-maroon-800',
        secondary:
          'gap-2 rounded-full bg-saffron-400 text-ink shadow-sm hover:bg-saffron-300',
        leaf: 'gap-2 rounded-full bg-leaf-700 text-white shadow-sm hover:bg-leaf-800',
        outline:
          'gap-2 rounded-full border-2 border-maroon-700 bg-white/70 text-maroon-800 hover:bg-maroon-50',
        // An outline on a dark (maroon) band.
        outlineInverse:
          'gap-2 rounded-full border-2 border-white bg-transparent text-white hover:bg-maroon-800',
        ghost: 'gap-2 rounded-full text-maroon-800 hover:bg-maroon-50',
        destructive:
          'gap-2 rounded-full bg-red-700 text-white hover:bg-red-800',
        // Keeps the base's 44 px touch target.
        link: 'gap-1 rounded-sm text-maroon-700 underline underline-offset-4 hover:text-maroon-900',
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

type ButtonVariantProps = VariantProps<typeof buttonClasses>

/**
 * Shared by `<Button>` and by router links that look like buttons. A
 * `className` is added, not merged: it must not set what the variant sets.
 */
export function buttonVariants({
  className,
  ...variants
}: ButtonVariantProps & { className?: string } = {}): string {
  return cn(buttonClasses(variants), className)
}

export type ButtonProps = React.ComponentProps<'button'> & ButtonVariantProps

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
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  )
}
