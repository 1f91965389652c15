import { describe, expect, it } from 'vitest'

import { gotras } from '@/data/gotras'
import { gotraNames } from '@/data/te/gotraNames'

import {
  createGotraSearch,
  foldSpelling,
  hasTeluguScript,
  isBlankQuery,
  searchableInBothScripts,
  searchGotras,
  searchStatus,
  spellingForms,
  teluguLetters,
} from './search'

function firstId(query: string): string | undefined {
  return searchGotras(query)?.[0]?.id
}

describe('foldSpelling', () => {
  it.each([
    ['th', 'Athreya', 'Atreya'],
    ['dh', 'Naradha', 'Narada'],
    ['bh', 'Bharadvaja', 'Baradvaja'],
    ['sh', 'Kashyapa', 'Kasyapa'],
    ['w / v', 'Bharadwaja', 'Bharadvaja'],
    ['ee / i', 'Mareechi', 'Marichi'],
    ['oo / u', 'Doorvasa', 'Durvasa'],
    ['ou / o', 'Koundinya', 'Kondinya'],
    ['au / o', 'Kaundinya', 'Kondinya'],
    ['ow / o', 'Kowndinya', 'Kondinya'],
    ['doubled letters', 'Pallava', 'Palava'],
    ['case', 'KASHYAPA', 'kashyapa'],
  ])('folds %s: %s equals %s', (_rule, a, b) => {
    expect(foldSpelling(a)).toBe(foldSpelling(b))
  })

  it('keeps different names apart', () => {
    expect(foldSpelling('Kapila')).not.toBe(foldSpelling('Kapitha'))
    expect(foldSpelling('Suvarna')).not.toBe(foldSpelling('Sauvarna'))
  })

  it('drops everything that is not a letter', () => {
    expect(foldSpelling('Jada-Bharata (2)')).toBe(foldSpelling('jadabharata'))
    expect(foldSpelling('(*\\')).toBe('')
  })
})

describe('spellingForms', () => {
  it('adds the forms without a trailing -sa, -asa or -h', () => {
    expect(spellingForms('Kasyabasa')).toEqual(
      expect.arrayContaining([foldSpelling('kasyaba')]),
    )
    expect(spellingForms('Vyasasa')).toEqual(
      expect.arrayContaining([foldSpelling('vyas'), foldSpelling('vyasa')]),
    )
    expect(spellingForms('Kanvah')).toEqual(
      expect.arrayContaining([foldSpelling('kanva')]),
    )
  })
})

describe('searchGotras', () => {
  it.each([
    'Kasyapa',
    'Kashyap',
    'KASYABASA',
    'kashyapa',
    ' Kasyap ',
    'kaSHyaPa',
  ])('finds Kashyapa first for %s', (query) => {
    expect(firstId(query)).toBe('kashyapa')
  })

  it.each([
    ['Baradwaja', 'bharadwaja'],
    ['bharadvaj', 'bharadwaja'],
    ['Gowtham', 'gautama'],
    ['Goutham', 'gautama'],
    ['Vasista', 'vasishtha'],
    ['Koundinya', 'kaundinya'],
    ['Viswamitra', 'vishvamitra'],
    ['Athreya', 'atreya'],
    ['Atri', 'atreya'],
    ['Bhrigu', 'bhargava'],
    ['Srivatsa', 'shrivatsa'],
    ['Sandilyasa', 'shandilya'],
    ['Doorvasa', 'durvasa'],
    ['Mareechi', 'marichi'],
    ['Sowmya', 'saumya'],
    ['Vyas', 'vyasa'],
    ['Yagnavalkya', 'yajnavalkya'],
    ['Krushna', 'krishna'],
    ['jada bharata', 'jada-bharata'],
    ['bharata', 'jada-bharata'],
  ])('folds variants: %s finds %s first', (query, id) => {
    expect(firstId(query)).toBe(id)
  })

  it('finds every alias, name, id and rishi of every gotra first', () => {
    for (const gotra of gotras) {
      for (const spelling of [
        ...gotra.aliases,
        gotra.name,
        gotra.id,
        gotra.rishi,
      ]) {
        expect(firstId(spelling), `${spelling} -> ${gotra.id}`).toBe(gotra.id)
      }
    }
  })

  it('gives null (no highlight) for empty and whitespace queries', () => {
    expect(searchGotras('')).toBeNull()
    expect(searchGotras('   ')).toBeNull()
    expect(searchGotras('\t\n')).toBeNull()
    expect(isBlankQuery('  ')).toBe(true)
    expect(isBlankQuery(' a ')).toBe(false)
  })

  it.each(['(', '*', '\\', '[a-z]+', '.*', '(((', 'kashyapa(', '$^|?'])(
    'is safe with regex characters: %s',
    (query) => {
      expect(() => searchGotras(query)).not.toThrow()
      expect(Array.isArray(searchGotras(query))).toBe(true)
    },
  )

  it('still finds a name typed with stray symbols', () => {
    expect(firstId('kashyapa(')).toBe('kashyapa')
    expect(searchGotras('(*\\')).toEqual([])
  })

  it('returns nothing for a name that is not there', () => {
    expect(searchGotras('zzzzqqq')).toEqual([])
  })

  it('does not match on "not identified" sage placeholders', () => {
    expect(searchGotras('identified')).toEqual([])
  })

  it('ranks exact spellings before prefixes before contained ones', () => {
    const search = createGotraSearch([
      { id: 'ab', name: 'Xkapila', rishi: 'X', greatSage: '', aliases: [] },
      { id: 'cd', name: 'Kapilan', rishi: 'Y', greatSage: '', aliases: [] },
      { id: 'ef', name: 'Kapila', rishi: 'Z', greatSage: '', aliases: [] },
    ])
    expect(search('kapila')?.map((g) => g.id)).toEqual(['ef', 'cd', 'ab'])
  })
})

describe('createGotraSearch', () => {
  it('works out the spellings on the first real query, once', () => {
    let reads = 0
    const gotra = {
      id: 'kashyapa',
      get name() {
        reads += 1
        return 'Kashyapa'
      },
      rishi: 'Kashyapa',
      greatSage: 'Kashyapa',
      aliases: [],
    }
    const search = createGotraSearch([gotra])
    expect(reads).toBe(0)
    expect(search('  ')).toBeNull()
    expect(reads).toBe(0)
    expect(search('kasyap')).toEqual([gotra])
    expect(search('kashyapa')).toEqual([gotra])
    expect(reads).toBe(1)
  })
})

describe('searchStatus', () => {
  it('is idle without a query, found with matches, none without', () => {
    expect(searchStatus(' ', null)).toEqual({ kind: 'idle' })
    expect(searchStatus('kas', [1, 2])).toEqual({ kind: 'found', count: 2 })
    expect(searchStatus(' xyz ', [])).toEqual({ kind: 'none', query: 'xyz' })
  })
})

describe('searching in Telugu script', () => {
  const telugu = [
    { id: 'kashyapa', name: 'Kashyapa', rishi: 'KASHYAPA', greatSage: '' },
    { id: 'atri', name: 'Atri', rishi: 'ATRI', greatSage: '' },
  ].map((gotra) => ({ ...gotra, aliases: [] as string[] }))
  const search = createGotraSearch(
    searchableInBothScripts(telugu, (index) =>
      index === 0 ? ['కశ్యప', 'కశ్యప మహర్షి'] : ['అత్రి'],
    ),
  )

  it('knows Telugu letters from Latin ones', () => {
    expect(hasTeluguScript('కశ్యప')).toBe(true)
    expect(hasTeluguScript('Kashyapa')).toBe(false)
    expect(teluguLetters(' కశ్యప\u200C గోత్రం! ')).toBe('కశ్యపగోత్రం')
  })

  it('finds a gotra by its Telugu name, whole, begun or inside', () => {
    expect(search('కశ్యప')?.map((g) => g.id)).toEqual(['kashyapa'])
    expect(search('కశ్య')?.map((g) => g.id)).toEqual(['kashyapa'])
    expect(search(' అత్రి ')?.map((g) => g.id)).toEqual(['atri'])
    expect(search('మహర్షి')?.map((g) => g.id)).toEqual(['kashyapa'])
  })

  it('keeps the English spellings, and never mixes the two scripts', () => {
    expect(search('Kasyapa')?.map((g) => g.id)).toEqual(['kashyapa'])
    expect(search('గోత్రం')).toEqual([])
  })

  it('finds Telugu names of the real list when given them', () => {
    const named = createGotraSearch(
      searchableInBothScripts(gotras, (index) =>
        gotras[index]?.id === 'kashyapa' ? ['కశ్యప'] : [],
      ),
    )
    expect(named('కశ్యప')?.[0]?.id).toBe('kashyapa')
    expect(searchGotras('కశ్యప')).toEqual([])
  })

  it('finds జంభసూదన by its Telugu name and by every English spelling (Telugu review L9)', () => {
    const search = createGotraSearch(
      searchableInBothScripts(gotras, (index) => {
        const id = gotras[index]?.id
        return id ? [gotraNames[id]] : []
      }),
    )
    expect(gotraNames.jambasudhana).toBe('జంభసూదన')
    for (const query of [
      'జంభసూదన',
      'Jambasudhana',
      'Jambhasudana',
      'Jambasoothana',
      'JAMBASOOTHANASA',
    ]) {
      expect(search(query)?.[0]?.id).toBe('jambasudhana')
    }
  })
})
