import { SpeakPhraseButton } from '@/components/speech/SpeakPhraseButton'
import * as storyModule from '@/data/story'
import { teluguTwin } from '@/lib/i18n/edition'
import { storyText } from '@/lib/i18n/story'

const storyContent = teluguTwin(storyModule, () => import('@/data/te/story'))

/** The kids' prayer and a traditional mantra in Telugu script. */
export function PrayerAndMantra() {
  const { kidsPrayer, mantra } = storyContent()
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 md:grid-cols-2">
      <section
        aria-labelledby="prayer-heading"
        className="rounded-3xl bg-gradient-to-br from-saffron-100 to-gold-100 p-6 shadow-card"
      >
        <h2 id="prayer-heading" className="text-2xl sm:text-3xl">
          {storyText('story.prayer.heading')}
        </h2>
        <p className="mt-4 font-display text-xl leading-relaxed text-maroon-900">
          {kidsPrayer.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </p>
      </section>
      <section
        aria-labelledby="mantra-heading"
        className="rounded-3xl border border-cream-300 bg-white p-6 shadow-card"
      >
        <h2 id="mantra-heading" className="text-2xl sm:text-3xl">
          {storyText('story.mantra.heading')}
        </h2>
        <p lang="te" className="mt-4 text-2xl font-semibold text-maroon-800">
          {mantra.script}
        </p>
        <div className="mt-3">
          <SpeakPhraseButton
            ownerId="mantra"
            phrase={mantra.script}
            lang="te"
            text={storyText('story.sayInTelugu')}
            label={storyText('story.sayInTeluguLabel', {
              text: mantra.transliteration,
            })}
          />
        </div>
        <dl className="mt-4 space-y-3">
          <div>
            <dt className="font-bold text-maroon-800">
              {storyText('story.mantra.transliteration')}
            </dt>
            <dd className="italic">{mantra.transliteration}</dd>
          </div>
          <div>
            <dt className="font-bold text-maroon-800">
              {storyText('story.mantra.meaning')}
            </dt>
            <dd>{mantra.meaning}</dd>
          </div>
        </dl>
        <p className="mt-4 text-ink-muted">{mantra.note}</p>
      </section>
    </div>
  )
}
