import { Link } from 'react-router-dom'

import { BookOpen, Gamepad2, Palette } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import { traditionsText } from '@/lib/i18n/traditions'
import { paths } from '@/lib/paths'

/** Buttons to the story, the coloring pages and the games. */
export function ExploreMore() {
  return (
    <section
      aria-labelledby="more-heading"
      className="mx-auto max-w-5xl px-4 text-center"
    >
      <h2 id="more-heading" className="text-3xl sm:text-4xl">
        {traditionsText('traditions.more.heading')}
      </h2>
      <div className="mt-6 flex flex-wrap justify-center gap-4">
        <Link
          to={paths.vasaviStory.getHref()}
          className={buttonVariants({ size: 'lg' })}
        >
          <BookOpen aria-hidden="true" />
          {traditionsText('traditions.more.story')}
        </Link>
        <Link
          to={paths.coloring.getHref()}
          className={buttonVariants({ size: 'lg', variant: 'secondary' })}
        >
          <Palette aria-hidden="true" />
          {traditionsText('traditions.more.coloring')}
        </Link>
        <Link
          to={paths.games.getHref()}
          className={buttonVariants({ size: 'lg', variant: 'leaf' })}
        >
          <Gamepad2 aria-hidden="true" />
          {traditionsText('traditions.more.games')}
        </Link>
      </div>
    </section>
  )
}
