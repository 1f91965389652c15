import { useState } from 'react'

import { CloudOff } from '@/components/icons'
import {
  pointsFor,
  useOfflineRounds,
  usePlayer,
  type OfflineRound,
} from '@/lib/backend'
import { gamesText } from '@/lib/i18n/games'

import { formatAddedAt, gameTitleKey, refusalKey } from '../shared/roundProblem'

function statusText(round: OfflineRound, now: number): string {
  if (round.status === 'added' && round.addedAt !== null) {
    return gamesText('games.offline.added', {
      time: formatAddedAt(round.addedAt, now),
    })
  }
  if (round.status === 'refused') {
    return gamesText('games.offline.refused', {
      reason: gamesText(refusalKey(round.refusal)),
    })
  }
  return gamesText('games.offline.waiting')
}

/**
 * The playing child's rounds played offline (decision 027): those still kept
 * on this device, and when each was added to the score. Nothing when there
 * are none (guests, device accounts, most visits).
 */
export function OfflineRoundsPanel() {
  const { data: family = [] } = useOfflineRounds()
  const playerId = usePlayer().player?.id
  const rounds = family.filter((round) => round.profileId === playerId)
  const [now] = useState(Date.now)
  if (rounds.length === 0) return null
  const waiting = rounds.some((round) => round.status === 'pending')
  return (
    <section
      aria-labelledby="offline-rounds-heading"
      className="mt-6 rounded-2xl bg-white p-4"
    >
      <h3
        id="offline-rounds-heading"
        className="flex items-center gap-2 text-xl"
      >
        <CloudOff aria-hidden="true" className="size-6 text-ink-muted" />
        {gamesText('games.offline.heading')}
      </h3>
      {waiting ? (
        <p className="mt-2">{gamesText('games.offline.pendingIntro')}</p>
      ) : null}
      <ul className="mt-3 grid gap-1">
        {[...rounds].reverse().map((round) => (
          <li key={round.id}>
            <span className="font-bold">
              {gamesText.count(
                'games.offline.round',
                round.points ?? pointsFor(round),
                {
                  game: gamesText(gameTitleKey(round.gameType)),
                },
              )}
            </span>
            {' — '}
            {statusText(round, now)}
          </li>
        ))}
      </ul>
    </section>
  )
}
