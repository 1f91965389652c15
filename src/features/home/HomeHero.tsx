import { Link } from 'react-router-dom'

import { BookOpen, Gamepad2 } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import { pageMetaContent } from '@/data/pageMetaContent'
import { getActiveLanguage } from '@/lib/i18n/language'
import { shellText } from '@/lib/i18n/shell'
import { paths } from '@/lib/paths'

import { HeroStatTiles } from './HeroStatTiles'
import { HighlightCards } from './HighlightCards'

/** The welcome banner, highlight cards and number tiles at the top of home. */
export function HomeHero() {
  const { heading, intro } = pageMetaContent().pageMeta.home
  return (
    <div className="bg-gradient-to-b from-saffron-100 via-cream-100 to-cream px-4 pt-12 pb-16 sm:pt-16">
      <div className="mx-auto max-w-6xl text-center">
        <p className="font-display text-xl font-semibold text-maroon-700">
          <span lang="te">స్వాగతం</span>
          {/* The gloss is for English readers. */}
          {getActiveLanguage() === 'en' ? (
            <>
              {' '}
              <span className="text-ink-muted">(Swagatam, welcome!)</span>
            </>
          ) : null}
        </p>
        <h1 className="mt-3 text-4xl sm:text-6xl">{heading}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-muted sm:text-xl">
          {intro}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link
            to={paths.homeSection.getHref('history')}
            className={buttonVariants({ size: 'lg' })}
          >
            <BookOpen aria-hidden="true" />
            {shellText('common.startLearning')}
          </Link>
          <Link
            to={paths.homeSection.getHref('games')}
            className={buttonVariants({ size: 'lg', variant: 'secondary' })}
          >
            <Gamepad2 aria-hidden="true" />
            {shellText('common.playGames')}
          </Link>
        </div>
        <HighlightCards />
        <HeroStatTiles />
      </div>
    </div>
  )
}
