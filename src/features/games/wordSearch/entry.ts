import { TextSearch } from '@/components/icons'

import type { GameEntry } from '../gameEntry'

export const wordSearchEntry: GameEntry = {
  id: 'word_search',
  section: 'puzzle',
  icon: TextSearch,
  load: () => import('./WordSearchGame').then((m) => m.WordSearchGame),
}
