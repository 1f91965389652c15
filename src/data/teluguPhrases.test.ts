import { describe, expect, it } from 'vitest'

import {
  PHRASE_CATEGORIES,
  phraseGroups,
  phrasesOfGroup,
  teluguPhrases,
} from './teluguPhrases'

const TELUGU_SCRIPT = /^[\u0C00-\u0C7F\s.,!?/]+$/u

describe('teluguPhrases', () => {
  it('has 12 phrases', () => {
    expect(teluguPhrases).toHaveLength(12)
  })

  it('gives each phrase English, a transliteration and Telugu script', () => {
    for (const phrase of teluguPhrases) {
      expect(phrase.english.trim()).not.toBe('')
      expect(phrase.telugu).toMatch(/^[A-Za-z][A-Za-z .,!?/]*$/)
      expect(phrase.script).toMatch(TELUGU_SCRIPT)
    }
  })

  it('groups them as the spec says: Greetings, At Home, Expressions', () => {
    expect(phraseGroups.map((group) => group.title)).toEqual([
      'Greetings',
      'At Home',
      'Expressions',
    ])
    expect(phraseGroups[0]?.categories).toEqual([
      'Greetings',
      'Politeness',
      'Introductions',
    ])
    expect(phraseGroups[2]?.categories).toContain('Fun')
  })

  it('uses every category, and each group holds phrases', () => {
    const used = new Set(teluguPhrases.map((phrase) => phrase.category))
    expect([...used].sort()).toEqual([...PHRASE_CATEGORIES].sort())
    for (const group of phraseGroups) {
      expect(phrasesOfGroup(group).length).toBeGreaterThan(0)
    }
  })

  it('puts every phrase in exactly one group', () => {
    const grouped = phraseGroups.flatMap((group) => phrasesOfGroup(group))
    expect(grouped).toHaveLength(teluguPhrases.length)
    expect(new Set(grouped).size).toBe(teluguPhrases.length)
  })
})
