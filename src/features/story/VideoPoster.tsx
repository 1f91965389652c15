import type { StoryVideoKind } from '@/data/storyVideos'
import { cn } from '@/lib/cn'

type VideoPosterProps = {
  kind: StoryVideoKind
  /** The round badge in the middle: a play triangle, or two people (ask a grown-up). */
  badge: 'play' | 'ask'
}

const BACKGROUNDS: Record<StoryVideoKind, string> = {
  detailed: 'from-maroon-800 via-maroon-600 to-saffron-600',
  quick: 'from-saffron-700 via-saffron-500 to-gold-400',
}

/**
 * A drawn poster (no thumbnail is fetched from YouTube): a temple gopuram and
 * a diya on a festive gradient, with a big badge. Decorative only; the
 * button around it, or the text beside it, carries the name.
 */
export function VideoPoster({ kind, badge }: VideoPosterProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br',
        BACKGROUNDS[kind],
      )}
    >
      <svg
        viewBox="0 0 160 90"
        className="absolute inset-0 size-full opacity-35"
        preserveAspectRatio="xMidYMax meet"
      >
        <g fill="#fff8e7">
          <path d="M62 90V58h36v32zM66 58l4-10h20l4 10zM70 48l3-8h14l3 8zM73 40l3-7h8l3 7zM76 33l4-8 4 8z" />
          <path d="M20 90c0-8 8-12 14-12s14 4 14 12z" />
          <path d="M34 76c-3-4-3-8 0-12 3 4 3 8 0 12z" />
          <path d="M112 90c0-8 8-12 14-12s14 4 14 12z" />
          <path d="M126 76c-3-4-3-8 0-12 3 4 3 8 0 12z" />
          <circle cx="24" cy="16" r="2" />
          <circle cx="140" cy="12" r="2.5" />
          <circle cx="118" cy="26" r="1.5" />
          <circle cx="44" cy="30" r="1.5" />
        </g>
      </svg>
      <span className="relative flex size-16 items-center justify-center rounded-full bg-white/95 shadow-lg transition-transform group-hover:scale-110 motion-reduce:transition-none sm:size-20">
        {badge === 'play' ? (
          <svg
            viewBox="0 0 24 24"
            className="ml-1 size-8 fill-maroon-700 sm:size-10"
          >
            <path d="M7 4.5v15l13-7.5z" />
          </svg>
        ) : (
          <svg
            viewBox="0 0 24 24"
            className="size-8 fill-none stroke-maroon-700 stroke-[2.5] sm:size-9"
          >
            <path d="M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM2.5 20c0-3.5 2.5-6 5.5-6s5.5 2.5 5.5 6M13.5 16c.8-1.4 1.8-2 2.5-2 2.5 0 4.5 2 4.5 5" />
          </svg>
        )}
      </span>
    </span>
  )
}
