import { useId } from 'react'

import { BookOpen } from '@/components/icons'
import { cn } from '@/lib/cn'
import { gamesText } from '@/lib/i18n/games'
import { speechText } from '@/lib/i18n/speech'

import { useReadToMe } from './ReadToMe'
import { useSoundSetting } from './useSound'

/**
 * "Read to me" on or off for the player (remembered on this device): when
 * on, every new screen of a game is read aloud. Shown only where a voice can
 * read the page's language; with sound off it says why nothing is heard.
 */
export function ReadToMeSwitch() {
  const { voiceReady, on, setOn } = useReadToMe()
  const [soundOn] = useSoundSetting()
  const noteId = useId()
  if (!voiceReady) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={soundOn ? undefined : noteId}
        onClick={() => setOn(!on)}
        className="inline-flex min-h-12 min-w-12 cursor-pointer items-center gap-2 rounded-full border-2 border-maroon-700 bg-white px-4 font-display font-semibold text-maroon-800 hover:bg-maroon-50"
      >
        <BookOpen aria-hidden="true" className="size-6 shrink-0" />
        {speechText('speech.readToMe')}
        <span
          aria-hidden="true"
          className={cn(
            'rounded-full px-2 py-0.5 text-sm',
            on ? 'bg-leaf-700 text-white' : 'bg-cream-300 text-ink',
          )}
        >
          {gamesText(on ? 'games.sound.on' : 'games.sound.off')}
        </span>
      </button>
      {soundOn ? null : (
        <p id={noteId} className="text-sm text-ink-muted">
          {speechText('speech.readToMe.soundOff')}
        </p>
      )}
    </div>
  )
}
