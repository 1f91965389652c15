import { useState } from 'react'

import { CloudOff, CloudUpload, TriangleAlert } from '@/components/icons'
import { useOfflineRounds } from '@/lib/backend'
import { gamesText } from '@/lib/i18n/games'

import { formatAddedAt, refusalKey } from './roundProblem'

type OutboxNoteProps = { roundId: string }

/**
 * A round kept on the device for the server: "Saved on this device…" until
 * it is sent, then when it was added (or why it could not be).
 */
export function OutboxNote({ roundId }: OutboxNoteProps) {
  const { data: rounds } = useOfflineRounds()
  // "Today" for the time shown; a result screen is not open for days.
  const [now] = useState(Date.now)
  const round = rounds?.find((r) => r.id === roundId)

  if (round?.status === 'added' && round.addedAt !== null) {
    return (
      <p className="flex items-start gap-2 rounded-2xl bg-leaf-50 p-4 text-leaf-900">
        <CloudUpload aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {gamesText('games.result.outboxAdded', {
          time: formatAddedAt(round.addedAt, now),
        })}
      </p>
    )
  }
  if (round?.status === 'refused') {
    return (
      <p className="flex items-start gap-2 rounded-2xl bg-cream-200 p-4">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {gamesText('games.result.outboxRefused', {
          reason: gamesText(refusalKey(round.refusal)),
        })}
      </p>
    )
  }
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-cream-200 p-4">
      <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {gamesText('games.result.outboxNote')}
    </p>
  )
}
