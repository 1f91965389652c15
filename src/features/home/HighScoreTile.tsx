import { Trophy } from '@/components/icons'
import { homeText } from '@/lib/i18n/home'

type HighScoreTileProps = {
  /** The player's points over all their games; `null` before the first. */
  best: number | null
}

/** "Your High Score", reading '---' while there is no score to show. */
export function HighScoreTile({ best }: HighScoreTileProps) {
  return (
    <div className="flex items-center gap-4 rounded-3xl border-2 border-gold-400 bg-gold-50 p-5">
      <Trophy aria-hidden="true" className="size-10 shrink-0 text-gold-800" />
      <div>
        <h4 className="text-lg">{homeText('home.games.highScore')}</h4>
        {best === null ? (
          <p>
            <span
              aria-hidden="true"
              className="font-display text-3xl font-bold text-ink"
            >
              {homeText('home.games.noHighScore')}
            </span>
            <span className="sr-only">
              {homeText('home.games.noHighScoreLabel')}
            </span>
          </p>
        ) : (
          <p className="font-display text-3xl font-bold text-ink">
            {homeText.count('home.games.points', best)}
          </p>
        )}
        <p className="text-sm text-ink-muted">
          {homeText(
            best === null
              ? 'home.games.highScoreHint'
              : 'home.games.highScoreMore',
          )}
        </p>
      </div>
    </div>
  )
}
