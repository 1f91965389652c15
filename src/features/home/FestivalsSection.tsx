import { CalendarDays, PartyPopper, Sparkles } from '@/components/icons'
import * as festivalsModule from '@/data/festivals'
import { teluguTwin } from '@/lib/i18n/edition'
import { homeText } from '@/lib/i18n/home'

import { FestivalCalendar } from './FestivalCalendar'
import { FestivalCard } from './FestivalCard'

const festivalsContent = teluguTwin(
  festivalsModule,
  () => import('@/data/te/festivals'),
)

/** Six festival cards, the calendar, four tips and fun facts. */
export function FestivalsSection() {
  const { celebrationTips, festivalFunFacts, festivals } = festivalsContent()
  return (
    <>
      <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {festivals.map((festival) => (
          <FestivalCard key={festival.id} festival={festival} />
        ))}
      </div>
      <h3 className="mt-14 flex items-center justify-center gap-2 text-2xl">
        <CalendarDays aria-hidden="true" className="size-7 text-saffron-700" />
        {homeText('home.festivals.calendar')}
      </h3>
      <FestivalCalendar />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <div className="rounded-3xl bg-leaf-50 p-6">
          <h3 className="flex items-center gap-2 text-2xl">
            <PartyPopper aria-hidden="true" className="size-7 text-leaf-700" />
            {homeText('home.festivals.tips')}
          </h3>
          <ul className="mt-4 space-y-3">
            {celebrationTips.map((tip) => (
              <li key={tip.title}>
                <strong className="text-leaf-800">{`${tip.title}:`}</strong>
                {` ${tip.tip}`}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-gold-100 p-6">
          <h3 className="flex items-center gap-2 text-2xl">
            <Sparkles aria-hidden="true" className="size-7 text-gold-800" />
            {homeText('home.festivals.funFacts')}
          </h3>
          <ul className="mt-4 list-disc space-y-3 pl-5">
            {festivalFunFacts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </div>
      </div>
    </>
  )
}
