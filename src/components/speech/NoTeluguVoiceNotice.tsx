import { useId, useSyncExternalStore } from 'react'

import { Info } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { speechText } from '@/lib/i18n/speech'
import { useSpeechSupport } from '@/lib/speech/useSpeechSupport'

import { noTeluguVoiceNotice } from './noTeluguVoiceNotice'

const HOW_TO_ADD = [
  'speech.noTeluguVoice.android',
  'speech.noTeluguVoice.ipad',
  'speech.noTeluguVoice.windows',
] as const

/**
 * Says, once per device, that Telugu cannot be read aloud here and how a
 * grown-up adds a Telugu voice. Shown only once the device's voices are known
 * (an English one is there) and none of them speaks Telugu; "Got it" puts it
 * away for good.
 */
export function NoTeluguVoiceNotice() {
  const { supported, hasVoice } = useSpeechSupport()
  // Games drawn ahead are in the page, hidden: each notice has its own id.
  const titleId = useId()
  const seen = useSyncExternalStore(
    noTeluguVoiceNotice.subscribe,
    noTeluguVoiceNotice.read,
    () => 'dismissed' as const,
  )
  if (!supported || !hasVoice.en || hasVoice.te || seen === 'dismissed') {
    return null
  }
  return (
    <div
      role="note"
      aria-labelledby={titleId}
      className="flex gap-3 rounded-2xl border-2 border-saffron-300 bg-saffron-50 p-4 text-ink"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-2">
        <p id={titleId} className="font-bold">
          {speechText('speech.noTeluguVoice.title')}
        </p>
        <p className="text-sm">{speechText('speech.noTeluguVoice.body')}</p>
        <ul className="grid list-disc gap-1 ps-5 text-sm">
          {HOW_TO_ADD.map((key) => (
            <li key={key}>{speechText(key)}</li>
          ))}
        </ul>
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => noTeluguVoiceNotice.write('dismissed')}
          >
            {speechText('speech.noTeluguVoice.dismiss')}
          </Button>
        </div>
      </div>
    </div>
  )
}
