import { Puzzle } from '@/components/icons'

import type { GameEntry } from '../gameEntry'

export const jigsawEntry: GameEntry = {
  id: 'jigsaw',
  section: 'puzzle',
  icon: Puzzle,
  load: () => import('./JigsawGame').then((m) => m.JigsawGame),
}
