import { NoTeluguVoiceNotice } from '@/components/speech/NoTeluguVoiceNotice'
import { SpeakPhraseButton } from '@/components/speech/SpeakPhraseButton'
import { Badge } from '@/components/ui/Badge'
import * as phrasesModule from '@/data/teluguPhrases'
import { teluguTwin } from '@/lib/i18n/edition'
import { traditionsText } from '@/lib/i18n/traditions'

const phrasesContent = teluguTwin(
  phrasesModule,
  () => import('@/data/te/teluguPhrases'),
)

/**
 * Twelve phrases in three groups: the meaning (English, or Telugu on Telugu
 * pages), the transliteration and the Telugu script.
 */
export function TeluguPhrases() {
  const { phraseCategoryLabels, phraseGroups, phrasesOfGroup, teluguPhrases } =
    phrasesContent()
  return (
    <section
      aria-labelledby="phrases-heading"
      className="mx-auto max-w-5xl px-4"
    >
      <h2 id="phrases-heading" className="text-3xl sm:text-4xl">
        {traditionsText('traditions.phrases.heading')}
      </h2>
      <p className="mt-3 text-lg text-ink-muted">
        {traditionsText('traditions.phrases.intro')}
      </p>
      <p className="mt-1 text-ink-muted">
        {traditionsText('traditions.phrases.voiceHint')}
      </p>
      <div className="mt-4 empty:hidden">
        <NoTeluguVoiceNotice />
      </div>
      {phraseGroups.map((group) => (
        <div key={group.id} className="mt-8">
          <h3 className="text-2xl">{group.title}</h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {phrasesOfGroup(group, teluguPhrases).map((phrase) => (
              <li
                key={phrase.script}
                className="flex flex-col rounded-2xl border border-cream-300 bg-white p-4 shadow-card"
              >
                <Badge variant="saffron" className="self-start">
                  <span className="sr-only">
                    {traditionsText('traditions.phrase.category')}:{' '}
                  </span>
                  {phraseCategoryLabels[phrase.category]}
                </Badge>
                <p className="mt-2 font-semibold">{phrase.english}</p>
                <p
                  lang="te"
                  className="mt-1 text-2xl font-semibold text-maroon-800"
                >
                  {phrase.script}
                </p>
                <p className="text-ink-muted italic">{phrase.telugu}</p>
                <div className="mt-auto pt-3">
                  <SpeakPhraseButton
                    ownerId={`phrase-${phrase.script}`}
                    phrase={phrase.script}
                    lang="te"
                    text={traditionsText('traditions.phrase.sayIt')}
                    label={traditionsText('traditions.phrase.sayItLabel', {
                      english: phrase.english,
                    })}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
