import { Avatar } from '@/components/avatars/Avatar'
import { Badge } from '@/components/ui/Badge'
import type { LeaderboardEntry } from '@/lib/backend'
import { cn } from '@/lib/cn'
import { accountsText } from '@/lib/i18n/accounts'

import { badgeCountLabel } from './leaderboardText'
import { RankBadge } from './RankBadge'

type LeaderboardTableProps = {
  entries: LeaderboardEntry[]
  /** The profile id of the child playing here: their row is highlighted. */
  myId: string | null
}

const TOP_ROW: Record<number, string> = {
  1: 'bg-gold-50',
  2: 'bg-cream-100',
  3: 'bg-saffron-50',
}

export function LeaderboardTable({ entries, myId }: LeaderboardTableProps) {
  return (
    <div className="overflow-x-auto rounded-3xl border border-cream-300 bg-white shadow-card">
      <table className="w-full text-left">
        <caption className="sr-only">
          {accountsText('accounts.board.caption')}
        </caption>
        <thead className="bg-maroon-700 font-display text-white">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-5">
              {accountsText('accounts.board.rank')}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-5">
              {accountsText('accounts.board.player')}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-5">
              {accountsText('accounts.board.badges')}
            </th>
            <th scope="col" className="px-3 py-3 text-right sm:px-5">
              {accountsText('accounts.board.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const mine = entry.profileId === myId
            return (
              <tr
                key={entry.profileId}
                aria-current={mine ? 'true' : undefined}
                className={cn(
                  'border-t border-cream-200',
                  mine
                    ? 'bg-leaf-50 outline-2 -outline-offset-2 outline-leaf-700'
                    : TOP_ROW[entry.rank],
                )}
              >
                <td className="px-3 py-3 sm:px-5">
                  <RankBadge rank={entry.rank} />
                </td>
                <th
                  scope="row"
                  className="px-3 py-3 font-bold break-words sm:px-5"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <Avatar id={entry.avatar} size={36} decorative />
                    {entry.funName}
                    {mine ? (
                      <Badge variant="leaf" className="ml-2">
                        {accountsText('accounts.board.you')}
                      </Badge>
                    ) : null}
                  </span>
                </th>
                <td className="px-3 py-3 text-sm sm:px-5 sm:text-base">
                  {badgeCountLabel(entry.achievementCount)}
                </td>
                <td className="px-3 py-3 text-right font-display text-lg font-bold sm:px-5">
                  {entry.totalScore}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
