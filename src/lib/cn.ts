import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects); falsy
 * values drop out. It does not resolve conflicts: callers pass one class per
 * property, choosing between states with a variant or a ternary instead of
 * layering an override on a default. In tests `cn` throws on a conflict
 * (src/test/cnGuard.ts). Not tailwind-merge: building its class map cost
 * about 33 ms of main thread on first load (decision 024).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
