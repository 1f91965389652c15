import { CalendarDays, ScrollText, Star } from '@/components/icons'
import { homeText } from '@/lib/i18n/home'

import { HighlightCard } from './HighlightCard'
import { HIGHLIGHT_OF_SECTION } from './highlights'
import { highlightSources } from './highlightSources'
import { useToday } from './useToday'

/** Story of the Month, Festival Countdown and Hero of the Week. */
export function HighlightCards() {
  const today = useToday()
  const sources = highlightSources()
  return (
    <section aria-labelledby="highlights-heading" className="mt-12">
      <h2 id="highlights-heading" className="sr-only">
        {homeText('home.highlights')}
      </h2>
      <div className="grid gap-5 md:grid-cols-3">
        <HighlightCard
          title={homeText('home.storyOfTheMonth')}
          icon={ScrollText}
          highlight={
            today ? HIGHLIGHT_OF_SECTION.history(today, sources) : null
          }
          section="history"
        />
        <HighlightCard
          title={homeText('home.festivalCountdown')}
          icon={CalendarDays}
          highlight={
            today ? HIGHLIGHT_OF_SECTION.festivals(today, sources) : null
          }
          section="festivals"
        />
        <HighlightCard
          title={homeText('home.heroOfTheWeek')}
          icon={Star}
          highlight={today ? HIGHLIGHT_OF_SECTION.heroes(today, sources) : null}
          section="heroes"
        />
      </div>
    </section>
  )
}
