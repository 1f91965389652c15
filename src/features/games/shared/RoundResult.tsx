import { Link } from 'react-router-dom'

import { Sparkles } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import { useAuth, type BackendError, type RecordedResult } from '@/lib/backend'
import { gamesText } from '@/lib/i18n/games'
import { paths } from '@/lib/paths'

import { NewBadge } from './NewBadge'
import { OutboxNote } from './OutboxNote'
import { roundProblemKey } from './roundProblem'

type RoundResultProps = {
  result: RecordedResult | undefined
  isRecording: boolean
  /** Why the round could not be recorded; says what to do next. */
  error?: BackendError | null
}

/**
 * Points and new badges of a finished round; for guests a sign-up nudge, for
 * a round kept on the device until it can be sent, when it was added.
 */
export function RoundResult({ result, isRecording, error }: RoundResultProps) {
  // A signed-in family whose child was not chosen also plays as a guest.
  const { user } = useAuth()
  if (!result) {
    if (isRecording) {
      return (
        <p className="mt-4 text-ink-muted">
          {gamesText('games.result.saving')}
        </p>
      )
    }
    return error ? (
      <p className="mt-6 rounded-2xl bg-cream-200 p-4">
        {gamesText(roundProblemKey(error))}
      </p>
    ) : null
  }
  return (
    <div className="mt-6 grid gap-3">
      <p className="flex items-center justify-center gap-2 text-lg font-bold text-leaf-800">
        <Sparkles aria-hidden="true" className="size-5" />
        {gamesText.count('games.result.points', result.points)}
      </p>
      {result.newBadges.length > 0 ? (
        <ul className="grid gap-2">
          {result.newBadges.map((badge) => (
            <NewBadge key={badge} badge={badge} />
          ))}
        </ul>
      ) : null}
      {result.savedTo === 'outbox' && result.offlineRoundId ? (
        <OutboxNote roundId={result.offlineRoundId} />
      ) : null}
      {result.savedTo === 'device' ? (
        <div className="rounded-2xl bg-cream-200 p-4">
          <p>
            {user
              ? gamesText('games.result.choosePlayerNote')
              : gamesText('games.result.deviceNote')}
          </p>
          <Link
            to={user ? paths.players.getHref() : paths.auth.getHref()}
            className={buttonVariants({
              variant: 'secondary',
              size: 'lg',
              className: 'mt-3',
            })}
          >
            {user
              ? gamesText('games.achievements.chooseButton')
              : gamesText('games.result.signUp')}
          </Link>
        </div>
      ) : null}
    </div>
  )
}
