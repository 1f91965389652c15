import { Award, BookOpen, HeartHandshake, Lightbulb } from '@/components/icons'
import { Card, CardDescription } from '@/components/ui/Card'
import { Notice } from '@/components/ui/Notice'
import type { Hero } from '@/data/heroes'
import { homeText } from '@/lib/i18n/home'

/**
 * One hero: who they were, their story, what they did and what we learn. A
 * story that tells a hard thing comes with a note for grown-ups before it and
 * its safety line after it (docs/content-notes.md).
 */
export function HeroCard({ hero }: { hero: Hero }) {
  return (
    <Card className="flex flex-col">
      <h3 className="text-2xl">{hero.name}</h3>
      <p className="font-display font-semibold text-saffron-800">
        {hero.title}
      </p>
      <CardDescription>{hero.description}</CardDescription>
      <dl className="mt-4 flex-1 space-y-4">
        <div>
          <dt className="flex items-center gap-2 font-bold text-maroon-800">
            <BookOpen aria-hidden="true" className="size-5" />
            {homeText('home.heroes.story')}
          </dt>
          <dd className="mt-1 space-y-3">
            {hero.grownUpsNote ? (
              <Notice
                icon={HeartHandshake}
                title={homeText('home.heroes.grownUpsNote')}
                body={hero.grownUpsNote}
              />
            ) : null}
            <p>{hero.story}</p>
            {hero.closing ? (
              <p className="font-semibold text-maroon-800">{hero.closing}</p>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-bold text-maroon-800">
            <Award aria-hidden="true" className="size-5" />
            {homeText('home.heroes.achievement')}
          </dt>
          <dd className="mt-1">{hero.achievement}</dd>
        </div>
        <div className="rounded-2xl bg-gold-100 p-3">
          <dt className="flex items-center gap-2 font-bold text-ink">
            <Lightbulb aria-hidden="true" className="size-5" />
            {homeText('home.heroes.lesson')}
          </dt>
          <dd className="mt-1">{hero.lesson}</dd>
        </div>
      </dl>
    </Card>
  )
}
