import { lazy, useState } from 'react'

import { SuspenseInEdition } from '@/components/SuspenseInEdition'

import { useToasts } from './useToasts'

// Radix toast is loaded with the first toast, keeping it out of the entry chunk.
const Toaster = lazy(() =>
  import('./Toaster').then((m) => ({ default: m.Toaster })),
)

/** Mounts the toast viewport once the first toast is raised, then keeps it. */
export function ToastOutlet() {
  const { toasts } = useToasts()
  const [needed, setNeeded] = useState(false)
  if (!needed && toasts.length > 0) setNeeded(true)
  if (!needed) return null
  return (
    <SuspenseInEdition fallback={null}>
      <Toaster />
    </SuspenseInEdition>
  )
}
