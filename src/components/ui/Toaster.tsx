import * as ToastPrimitive from '@radix-ui/react-toast'
import { cva } from 'class-variance-authority'

import { X } from '@/components/icons'
import { cn } from '@/lib/cn'
import { shellText } from '@/lib/i18n/shell'

import { Button } from './Button'
import { dismissToast, TOAST_DURATION_MS } from './toastStore'
import { useToasts } from './useToasts'

const toastVariants = cva(
  'relative flex w-full items-start gap-3 rounded-2xl border-2 p-4 pr-12 shadow-card data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] motion-safe:transition-all',
  {
    variants: {
      variant: {
        default: 'border-saffron-300 bg-white text-ink',
        destructive: 'border-red-800 bg-red-700 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

/** Renders the toasts raised with `toast()`; mounted once in the app providers. */
export function Toaster() {
  const { toasts } = useToasts()
  return (
    <ToastPrimitive.Provider
      swipeDirection="right"
      label={shellText('toast.region')}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (open) return
            dismissToast(item.id)
            item.onDismiss?.()
          }}
          duration={item.durationMs ?? TOAST_DURATION_MS}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            toastVariants({ variant: item.variant }),
            item.passive ? 'pointer-events-none' : 'pointer-events-auto',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-display text-lg font-bold">
              {item.title}
            </ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description>
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
            {item.action ? (
              <ToastPrimitive.Action altText={item.action.altText} asChild>
                <Button
                  size="sm"
                  className="mt-2 justify-self-start"
                  onClick={item.action.onClick}
                >
                  {item.action.label}
                </Button>
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={shellText('toast.close')}
            className={cn(
              'absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full',
              item.variant === 'destructive'
                ? 'text-white hover:bg-red-800'
                : 'text-ink hover:bg-cream-200',
            )}
          >
            <X aria-hidden="true" className="size-5" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* The list's own room (its padding, the gaps) takes no tap. */}
      <ToastPrimitive.Viewport className="pointer-events-none fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  )
}
