import { useSyncExternalStore } from 'react'

import { getToastState, subscribeToasts, type ToastState } from './toastStore'

export function useToasts(): ToastState {
  return useSyncExternalStore(subscribeToasts, getToastState, getToastState)
}
