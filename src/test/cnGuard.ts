import { extendTailwindMerge } from 'tailwind-merge'

import type { cn as realCn } from '@/lib/cn'

/**
 * tailwind-merge, taught the names our theme adds (tailwind.config.ts), so
 * that `min-h-0 min-h-touch` or `shadow-sm shadow-card` count as conflicts.
 */
const merge = extendTailwindMerge({
  extend: {
    theme: { spacing: ['nav'], shadow: ['card'] },
    classGroups: {
      'min-h': [{ 'min-h': ['touch'] }],
      'min-w': [{ 'min-w': ['touch'] }],
    },
  },
})

const conflicts = new Set<string>()

/** The classes of `classes` that tailwind-merge would drop. */
function droppedBy(classes: string[], merged: string[]): string[] {
  const left = [...merged]
  return classes.filter((name) => {
    const at = left.indexOf(name)
    if (at === -1) return true
    left.splice(at, 1)
    return false
  })
}

/**
 * `cn` for tests: joins as the app does, and throws when the result holds
 * two classes for one property (or one class twice), which the app's `cn`
 * no longer resolves. The message is also kept for `takeCnConflicts`, so a
 * conflict fails its test even when an error boundary catches the throw.
 */
export function guardCn(join: typeof realCn): typeof realCn {
  return (...inputs) => {
    const joined = join(...inputs)
    const normal = joined.trim().split(/\s+/).join(' ')
    const merged = merge(normal)
    if (merged !== normal) {
      const dropped = droppedBy(normal.split(' '), merged.split(' '))
      const message = `cn(): conflicting classes in "${normal}": ${dropped.join(' ')} would lose to a later class. Pass one class per property (a variant or a ternary), not an override.`
      conflicts.add(message)
      throw new Error(message)
    }
    return joined
  }
}

/** The conflicts seen since the last call, and forgets them. */
export function takeCnConflicts(): string[] {
  const seen = [...conflicts]
  conflicts.clear()
  return seen
}
