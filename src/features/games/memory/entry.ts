import { LayoutGrid } from '@/components/icons'

import type { GameEntry } from '../gameEntry'

export const memoryEntry: GameEntry = {
  id: 'memory',
  section: 'classic',
  icon: LayoutGrid,
  load: () => import('./MemoryGame').then((m) => m.MemoryGame),
}
