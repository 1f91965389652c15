import { BookOpen } from '@/components/icons'

import type { GameEntry } from '../gameEntry'

export const storyEntry: GameEntry = {
  id: 'story',
  section: 'classic',
  icon: BookOpen,
  load: () => import('./StoryBuilderGame').then((m) => m.StoryBuilderGame),
}
