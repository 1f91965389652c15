import { Sparkles } from 'lucide-react'
import { Link } from 'react-router-dom'

import { buttonVariants } from '@/components/ui/Button'
import type { RecordedResult } from '@/lib/backend'
import { t } from '@/lib/i18n/games'
import { paths } from '@/lib/paths'

import { NewBadge } from './NewBadge'

type RoundResultProps = {
  result: RecordedResult | undefined
  isRecording: boolean
}

/** Points and new badges of a finished round, and for guests a sign-up nudge. */
export function RoundResult({ result, isRecording }: RoundResultProps) {
  if (!result) {
    return isRecording ? (
      <p className="mt-4 text-ink-muted">{t('games.result.saving')}</p>
    ) : null
  }
  return (
    <div className="mt-6 grid gap-3">
      <p className="flex items-center gap-2 text-lg font-bold text-leaf-800">
        <Sparkles aria-hidden="true" className="size-5" />
        {result.points === 1
          ? t('games.result.onePoint')
          : t('games.result.points', { points: result.points })}
      </p>
      {result.newBadges.length > 0 ? (
        <ul className="grid gap-2">
          {result.newBadges.map((badge) => (
            <NewBadge key={badge} badge={badge} />
          ))}
        </ul>
      ) : null}
      {result.savedTo === 'device' ? (
        <div className="rounded-2xl bg-cream-200 p-4">
          <p>{t('games.result.deviceNote')}</p>
          <Link
            to={paths.auth.getHref()}
            className={buttonVariants({
              variant: 'secondary',
              size: 'lg',
              className: 'mt-3',
            })}
          >
            {t('games.result.signUp')}
          </Link>
        </div>
      ) : null}
    </div>
  )
}
