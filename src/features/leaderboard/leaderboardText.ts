import { accountsText } from '@/lib/i18n/accounts'

/** '1 badge' when exactly one, else 'n badges' (spec section 9). */
export function badgeCountLabel(count: number): string {
  return accountsText.count('accounts.board.badgeCount', count)
}

const PLACES = {
  1: 'accounts.board.place1',
  2: 'accounts.board.place2',
  3: 'accounts.board.place3',
} as const

/** The accessible name of a medal; null from rank 4 on (shown as '#n'). */
export function medalLabel(rank: number): string | null {
  return rank === 1 || rank === 2 || rank === 3
    ? accountsText(PLACES[rank])
    : null
}
