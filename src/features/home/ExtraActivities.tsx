import { useState } from 'react'
import { Link } from 'react-router-dom'

import {
  Download,
  Headphones,
  Palette,
  Play,
  Puzzle,
  type LucideIcon,
} from '@/components/icons'
import { Button, buttonVariants } from '@/components/ui/Button'
import * as homeGamesModule from '@/data/homeGames'
import type { ExtraActivity } from '@/data/homeGames'
import { teluguTwin } from '@/lib/i18n/edition'
import { homeText } from '@/lib/i18n/home'
import { paths } from '@/lib/paths'

import { ActivityDialog } from './ActivityDialog'

const homeGamesContent = teluguTwin(
  homeGamesModule,
  () => import('@/data/te/homeGames'),
)

const ICONS: Record<ExtraActivity['id'], LucideIcon> = {
  coloring: Palette,
  puzzles: Puzzle,
  'story-time': Headphones,
}

const MESSAGES = {
  'story-time': 'home.games.storyTimeMessage',
} as const

type Message = { title: string; text: string }

/** Coloring Pages and Puzzles (links), Story Time (a coming-soon message). */
export function ExtraActivities() {
  const { extraActivities } = homeGamesContent()
  const [message, setMessage] = useState<Message | null>(null)
  return (
    <>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {extraActivities.map((activity) => {
          const Icon = ICONS[activity.id]
          return (
            <li
              key={activity.id}
              className="flex flex-col items-center rounded-3xl bg-white p-6 text-center shadow-card"
            >
              <Icon aria-hidden="true" className="size-10 text-saffron-700" />
              <h4 className="mt-3 text-xl">{activity.title}</h4>
              <p className="mt-1 flex-1 text-ink-muted">
                {activity.description}
              </p>
              {activity.id === 'coloring' ? (
                <Link
                  to={paths.coloring.getHref()}
                  aria-label={homeText('home.games.actionLabel', {
                    action: homeText('home.games.download'),
                    title: activity.title,
                  })}
                  className={buttonVariants({
                    variant: 'leaf',
                    className: 'mt-4',
                  })}
                >
                  <Download aria-hidden="true" />
                  {homeText('home.games.download')}
                </Link>
              ) : activity.id === 'puzzles' ? (
                <Link
                  to={paths.puzzles.getHref()}
                  aria-label={homeText('home.games.actionLabel', {
                    action: homeText('home.games.playNow'),
                    title: activity.title,
                  })}
                  className={buttonVariants({
                    variant: 'secondary',
                    className: 'mt-4',
                  })}
                >
                  <Play aria-hidden="true" />
                  {homeText('home.games.playNow')}
                </Link>
              ) : (
                <Button
                  variant="secondary"
                  className="mt-4"
                  aria-label={homeText('home.games.actionLabel', {
                    action: homeText('home.games.tryIt'),
                    title: activity.title,
                  })}
                  onClick={() =>
                    setMessage({
                      title: activity.title,
                      text: homeText(MESSAGES[activity.id]),
                    })
                  }
                >
                  {homeText('home.games.tryIt')}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      <ActivityDialog message={message} onClose={() => setMessage(null)} />
    </>
  )
}
