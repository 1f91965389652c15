import { FESTIVAL_TRADITIONS_SHOWN } from '@/data/festivals'
import { homeText } from '@/lib/i18n/home'

/** The traditions a festival card shows at first, and how many wait behind. */
export function traditionsPreview<T>(
  traditions: readonly T[],
  limit = FESTIVAL_TRADITIONS_SHOWN,
): { shown: readonly T[]; hiddenCount: number } {
  return {
    shown: traditions.slice(0, limit),
    hiddenCount: Math.max(0, traditions.length - limit),
  }
}

/** "...and N more traditions!", or '' when nothing is hidden. */
export function moreTraditionsText(hiddenCount: number): string {
  if (hiddenCount <= 0) return ''
  return homeText.count('home.festivals.moreTraditions', hiddenCount)
}
