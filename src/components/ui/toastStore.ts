/**
 * Toast state: a pure reducer plus a tiny module store, so any code (a form,
 * a mutation's onError) can call `toast({...})` without a hook.
 */

export const TOAST_LIMIT = 3
export const TOAST_DURATION_MS = 5000
export const TOAST_REMOVE_DELAY_MS = 300

export type ToastVariant = 'default' | 'destructive'

/** A button in the toast that does something (and closes it). */
export type ToastActionButton = {
  label: string
  /** Read out with the toast: how to do the same without the button. */
  altText: string
  onClick: () => void
}

export type ToastInput = {
  title: string
  description?: string
  variant?: ToastVariant
  /** `Infinity` keeps the toast until it is closed. */
  durationMs?: number
  action?: ToastActionButton
  /** Called when the toast closes by itself or the child closes it. */
  onDismiss?: () => void
  /**
   * A notice with nothing to press: taps go through it to what is under it,
   * so it never takes one meant for the page (the site works offline).
   */
  passive?: boolean
}

export type ToastItem = ToastInput & { id: string; open: boolean }

export type ToastState = { toasts: readonly ToastItem[] }

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string }

export const initialToastState: ToastState = { toasts: [] }

export function toastReducer(
  state: ToastState,
  action: ToastAction,
): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'dismiss':
      return {
        toasts: state.toasts.map((item) =>
          action.id === undefined || item.id === action.id
            ? { ...item, open: false }
            : item,
        ),
      }
    case 'remove':
      return {
        toasts:
          action.id === undefined
            ? []
            : state.toasts.filter((item) => item.id !== action.id),
      }
  }
}

let state = initialToastState
let counter = 0
const listeners = new Set<() => void>()

function dispatch(action: ToastAction) {
  state = toastReducer(state, action)
  for (const listener of listeners) listener()
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Removes every toast at once, with no closing animation (between tests). */
export function clearToasts() {
  dispatch({ type: 'remove' })
}

export function getToastState(): ToastState {
  return state
}

export function dismissToast(id?: string) {
  dispatch({ type: 'dismiss', id })
  setTimeout(() => dispatch({ type: 'remove', id }), TOAST_REMOVE_DELAY_MS)
}

/** Shows a toast; returns its id and a function that closes it. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = `toast-${counter}`
  dispatch({
    type: 'add',
    toast: { variant: 'default', ...input, id, open: true },
  })
  return { id, dismiss: () => dismissToast(id) }
}
