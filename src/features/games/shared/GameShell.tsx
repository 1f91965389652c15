import { useEffect, useId, useRef, type ReactNode } from 'react'

import { ArrowLeft, Clock } from '@/components/icons'
import { NoTeluguVoiceNotice } from '@/components/speech/NoTeluguVoiceNotice'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { gamesText } from '@/lib/i18n/games'
import { getActiveLanguage } from '@/lib/i18n/language'
import { stopReadingAloud } from '@/lib/speech/browserNarrator'

import { Celebration } from './Celebration'
import type { CelebrationKind } from './celebration'
import { ReadToMeProvider } from './ReadToMe'
import { ReadToMeSwitch } from './ReadToMeSwitch'
import { SoundToggle } from './SoundToggle'
import { useWatchKeyboard } from './useInstructions'
import { useUnlockSoundOnTap } from './useSound'

type GameShellProps = {
  title: string
  subtitle?: string
  /** Display text only: games are not timed. */
  time: string
  /** Feedback and results, read out by screen readers as they change. */
  announcement: string
  /** Changes on Play Again, to bring focus back to the title. */
  round: number
  /** How to celebrate the round that just ended, if it has. */
  celebration?: CelebrationKind | null
  onBack: () => void
  children: ReactNode
}

/**
 * The frame around every game: Back to Games, the sound and "Read to me"
 * switches (the game's narration, see ReadToMe), the title and a live region. Opening a game (and Play Again) brings the game to the
 * top of the screen, below the achievements, so it fills a tablet.
 */
export function GameShell({
  title,
  subtitle,
  time,
  announcement,
  round,
  celebration = null,
  onBack,
  children,
}: GameShellProps) {
  const sectionRef = useRef<HTMLElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Games drawn ahead are in the page, hidden: each title has its own id.
  const titleId = useId()
  useUnlockSoundOnTap()
  useWatchKeyboard()

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true })
    const section = sectionRef.current
    // jsdom has no scrolling; the page's scroll-padding keeps the top bar clear.
    if (typeof section?.scrollIntoView === 'function') {
      section.scrollIntoView({ block: 'start' })
    }
  }, [round])

  const back = () => {
    stopReadingAloud()
    onBack()
  }

  return (
    <ReadToMeProvider>
      <section
        ref={sectionRef}
        aria-labelledby={titleId}
        data-game-shell=""
        className="rounded-3xl border border-cream-300 bg-white p-4 shadow-card sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" size="lg" onClick={back}>
            <ArrowLeft aria-hidden="true" />
            {gamesText('games.backToGames')}
          </Button>
          <div className="flex flex-wrap items-center gap-3">
            <ReadToMeSwitch />
            <SoundToggle />
          </div>
        </div>
        {getActiveLanguage() === 'te' ? (
          <div className="mt-4 empty:hidden">
            <NoTeluguVoiceNotice />
          </div>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl sm:text-4xl"
          >
            {title}
          </h2>
          <Badge variant="gold">
            <Clock aria-hidden="true" />
            {gamesText('games.time.label', { time })}
          </Badge>
        </div>
        {subtitle ? <p className="mt-1 text-ink-muted">{subtitle}</p> : null}
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
        <div className="mt-6">{children}</div>
        {celebration ? (
          <Celebration key={`${round}-${celebration}`} kind={celebration} />
        ) : null}
      </section>
    </ReadToMeProvider>
  )
}
