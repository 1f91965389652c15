import { Volume2, VolumeX } from '@/components/icons'
import { cn } from '@/lib/cn'
import { gamesText } from '@/lib/i18n/games'

import { useSound, useSoundSetting } from './useSound'

/**
 * Sound on or off for every game, remembered on this device. A switch named
 * "Sound"; the speaker and the On/Off pill show its state.
 */
export function SoundToggle() {
  const [on, setOn] = useSoundSetting()
  const player = useSound()
  const Icon = on ? Volume2 : VolumeX

  const toggle = () => {
    setOn(!on)
    if (!on) {
      // Turning sound on is a tap too: wake the audio and let it be heard.
      player.unlock()
      player.play('flip')
    }
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={toggle}
      className="inline-flex min-h-12 min-w-12 cursor-pointer items-center gap-2 rounded-full border-2 border-maroon-700 bg-white px-4 font-display font-semibold text-maroon-800 hover:bg-maroon-50"
    >
      <Icon aria-hidden="true" className="size-6 shrink-0" />
      {gamesText('games.sound.label')}
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
  )
}
