import { describe, expect, it } from 'vitest'

import { showTelugu } from '@/test/telugu'

import { learnMorePlaces, placeName } from './learnMore'

const ROUND = [
  '/#festivals',
  '/vasavi-story#the-sacred-fire',
  '/#festivals',
  '/gotra/kashyapa',
  '/vasavi-story#the-sacred-fire',
  '/traditions#recipe-pulihora',
]

describe('placeName', () => {
  it('names the page from its meta and the section by its heading', () => {
    expect(placeName('/vasavi-story#the-sacred-fire')).toBe(
      'The Vasavi Story: The Sacred Fire',
    )
    expect(placeName('/#festivals')).toBe('Vasavi Kids home: Our Celebrations')
    expect(placeName('/traditions#phrases-heading')).toBe(
      'Traditions: Speak Telugu',
    )
    expect(placeName('/gotras#what-is-a-gotra')).toBe(
      'Gotra Explorer: What is a gotra?',
    )
    expect(placeName('/gotra/jada-bharata')).toBe('Jada Bharata Gotra')
  })

  it('says when the link opens the story’s grown-ups’ version', async () => {
    expect(placeName('/vasavi-story?version=grown-ups#the-sacred-fire')).toBe(
      'The Vasavi Story: The Sacred Fire (for grown-ups)',
    )
    await showTelugu()
    expect(placeName('/vasavi-story?version=grown-ups#the-sacred-fire')).toBe(
      'వాసవి కథ: పవిత్ర అగ్ని (పెద్దల కోసం)',
    )
  })

  it('falls back to the page alone for a section it has no name for', () => {
    expect(placeName('/traditions#no-such-section')).toBe('Traditions')
  })

  it('names places in Telugu on Telugu pages', async () => {
    await showTelugu()
    expect(placeName('/vasavi-story#the-sacred-fire')).toBe('వాసవి కథ: పవిత్ర అగ్ని')
    expect(placeName('/gotra/kashyapa')).toBe('కశ్యప గోత్రం')
  })
})

describe('learnMorePlaces', () => {
  it('lists each source once, the saved ones first in the order kept', () => {
    const places = learnMorePlaces(ROUND, [
      '/gotra/kashyapa',
      '/vasavi-story#the-sacred-fire',
    ])
    expect(places.map((place) => [place.source, place.saved])).toEqual([
      ['/gotra/kashyapa', true],
      ['/vasavi-story#the-sacred-fire', true],
      ['/#festivals', false],
      ['/traditions#recipe-pulihora', false],
    ])
  })

  it('links to the section in the edition being shown', async () => {
    const english = learnMorePlaces(ROUND, [])
    expect(english.map((place) => place.href)).toEqual([
      '/#festivals',
      '/vasavi-story#the-sacred-fire',
      '/gotra/kashyapa',
      '/traditions#recipe-pulihora',
    ])
    await showTelugu()
    const telugu = learnMorePlaces(ROUND, ['/traditions#recipe-pulihora'])
    expect(telugu.map((place) => place.href)).toEqual([
      '/te/traditions#recipe-pulihora',
      '/te#festivals',
      '/te/vasavi-story#the-sacred-fire',
      '/te/gotra/kashyapa',
    ])
    expect(telugu[0]?.name).toBe('సంప్రదాయాలు: పులిహోర')
  })
})
