import { Brain } from '@/components/icons'

import type { GameEntry } from '../gameEntry'

export const quizEntry: GameEntry = {
  id: 'quiz',
  section: 'classic',
  icon: Brain,
  load: () => import('./QuizGame').then((m) => m.QuizGame),
}
