import { Baby, GraduationCap } from '@/components/icons'
import { STORY_VERSIONS, type StoryVersion } from '@/data/story'
import { cn } from '@/lib/cn'
import { storyText } from '@/lib/i18n/story'

type StoryVersionSwitchProps = {
  value: StoryVersion
  onChange: (version: StoryVersion) => void
}

const OPTIONS = {
  kids: { label: 'story.version.kids', Icon: Baby },
  adult: { label: 'story.version.adult', Icon: GraduationCap },
} as const

/**
 * Kids or grown-ups: a native radio group (arrow keys move between the two),
 * drawn as a segmented control. Each transparent radio covers its whole pill,
 * so a tap anywhere on it chooses; the focus ring shows on the pill.
 */
export function StoryVersionSwitch({
  value,
  onChange,
}: StoryVersionSwitchProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">{storyText('story.version.legend')}</legend>
      <span aria-hidden="true" className="font-display font-semibold text-ink">
        {storyText('story.version.legend')}
      </span>
      <div className="inline-flex rounded-full border-2 border-maroon-700 bg-white p-1">
        {STORY_VERSIONS.map((version) => {
          const { label, Icon } = OPTIONS[version]
          const checked = value === version
          return (
            <label
              key={version}
              className={cn(
                'relative inline-flex min-h-touch cursor-pointer items-center gap-2 rounded-full px-4 font-display font-semibold transition-colors',
                'has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-maroon-700 has-[:focus-visible]:outline-solid',
                checked
                  ? 'bg-maroon-700 text-white'
                  : 'text-maroon-800 hover:bg-maroon-50',
              )}
            >
              <input
                type="radio"
                name="story-version"
                value={version}
                checked={checked}
                onChange={() => onChange(version)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              <Icon aria-hidden="true" className="size-5" />
              {storyText(label)}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
