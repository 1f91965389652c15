import { describe, expect, it } from 'vitest'

import { pickVoice, type VoiceLike } from './voices'

function voice(lang: string, extra: Partial<VoiceLike> = {}): VoiceLike {
  return { lang, name: lang, default: false, localService: false, ...extra }
}

describe('pickVoice', () => {
  it('picks a voice of the language, by its primary subtag', () => {
    const voices = [voice('fr-FR'), voice('en-US'), voice('te-IN')]
    expect(pickVoice(voices, 'en')?.lang).toBe('en-US')
    expect(pickVoice(voices, 'te')?.lang).toBe('te-IN')
  })

  it('accepts underscores and any case in language tags', () => {
    expect(pickVoice([voice('TE_in')], 'te')?.lang).toBe('TE_in')
  })

  it('does not take a language that only starts with the same letters', () => {
    expect(pickVoice([voice('tet-TL')], 'te')).toBeNull()
  })

  it('returns null when no voice speaks the language', () => {
    expect(pickVoice([voice('en-GB'), voice('hi-IN')], 'te')).toBeNull()
    expect(pickVoice([], 'en')).toBeNull()
  })

  it('prefers an on-device voice, then an Indian one, then the default', () => {
    const remoteIndian = voice('en-IN')
    const localBritish = voice('en-GB', { localService: true })
    expect(pickVoice([remoteIndian, localBritish], 'en')).toBe(localBritish)
    const localIndian = voice('en-IN', { localService: true, name: 'b' })
    expect(pickVoice([localBritish, localIndian], 'en')).toBe(localIndian)
    const usDefault = voice('en-US', { default: true })
    expect(pickVoice([voice('en-GB'), usDefault], 'en')).toBe(usDefault)
  })
})
