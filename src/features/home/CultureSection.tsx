import { Link } from 'react-router-dom'

import { Lightbulb } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import * as cultureModule from '@/data/culture'
import { teluguTwin } from '@/lib/i18n/edition'
import { homeText } from '@/lib/i18n/home'
import { paths } from '@/lib/paths'

import { CultureCardView } from './CultureCardView'
import { FactPanelView } from './FactPanelView'

const cultureContent = teluguTwin(
  cultureModule,
  () => import('@/data/te/culture'),
)

/** Four culture cards, two fact panels and the Did You Know block. */
export function CultureSection() {
  const { cultureCards, demographicsPanel, didYouKnow, preservationPanel } =
    cultureContent()
  return (
    <>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {cultureCards.map((card) => (
          <CultureCardView key={card.id} card={card} />
        ))}
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <FactPanelView panel={demographicsPanel} />
        <FactPanelView panel={preservationPanel} />
      </div>
      <div className="mt-10 rounded-3xl bg-saffron-100 p-6 text-center sm:p-10">
        <h3 className="flex items-center justify-center gap-2 text-2xl">
          <Lightbulb aria-hidden="true" className="size-7 text-saffron-800" />
          {didYouKnow.title}
        </h3>
        <p className="mx-auto mt-3 max-w-2xl text-lg">{didYouKnow.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-4">
          <Link to={paths.gotras.getHref()} className={buttonVariants()}>
            {homeText('home.culture.exploreGotras')}
          </Link>
          <Link
            to={paths.traditions.getHref()}
            className={buttonVariants({ variant: 'leaf' })}
          >
            {homeText('home.culture.exploreTraditions')}
          </Link>
        </div>
      </div>
    </>
  )
}
