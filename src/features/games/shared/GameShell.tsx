import { ArrowLeft, Clock } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'

import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { t } from '@/lib/i18n/games'

type GameShellProps = {
  title: string
  subtitle?: string
  /** Display text only: games are not timed. */
  time: string
  /** Feedback and results, read out by screen readers as they change. */
  announcement: string
  /** Changes on Play Again, to bring focus back to the title. */
  round: number
  onBack: () => void
  children: ReactNode
}

/** The frame around every game: Back to Games, the title and a live region. */
export function GameShell({
  title,
  subtitle,
  time,
  announcement,
  round,
  onBack,
  children,
}: GameShellProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [round])

  return (
    <section
      aria-labelledby="game-title"
      className="rounded-3xl border border-cream-300 bg-white p-4 shadow-card sm:p-8"
    >
      <Button variant="outline" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t('games.backToGames')}
      </Button>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <h2
          id="game-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl sm:text-4xl"
        >
          {title}
        </h2>
        <Badge variant="gold">
          <Clock aria-hidden="true" />
          {t('games.time.label', { time })}
        </Badge>
      </div>
      {subtitle ? <p className="mt-1 text-ink-muted">{subtitle}</p> : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="mt-6">{children}</div>
    </section>
  )
}
