import { useEffect, useMemo, useState } from 'react'

import {
  gotras as englishGotras,
  SAGE_NOT_IDENTIFIED as ENGLISH_SAGE_NOT_IDENTIFIED,
  type Gotra,
} from '@/data/gotras'
import { getActiveLanguage } from '@/lib/i18n/language'

import { gotrasContent } from './gotraContent'
import {
  createGotraSearch,
  hasTeluguScript,
  searchableInBothScripts,
} from './search'

type TeluguNames = Readonly<Record<string, string>>

let teluguNames: TeluguNames | null = null
let loadingNames: Promise<TeluguNames> | null = null

/** The Telugu names, for a Telugu query on an English page (a lazy chunk). */
function loadTeluguNames(): Promise<TeluguNames> {
  loadingNames ??= import('@/data/te/gotraNames').then((module) => {
    teluguNames = module.gotraNames
    return teluguNames
  })
  return loadingNames
}

export type GotraSearchResult = {
  /** The matches in the page's edition, best first; null for a blank query. */
  matches: readonly Gotra[] | null
  /** A Telugu query waits for the Telugu names (English pages only). */
  pending: boolean
}

/**
 * Searches the gotras by every English spelling and, in Telugu script, by
 * the Telugu name (and great sage on Telugu pages), on either edition. An
 * English page loads the Telugu names only once a query is in Telugu.
 */
export function useGotraSearch(query: string): GotraSearchResult {
  const { gotras, findGotra, SAGE_NOT_IDENTIFIED } = gotrasContent()
  const telugu = getActiveLanguage() === 'te'
  const wantsTelugu = hasTeluguScript(query)
  const [loadedNames, setLoadedNames] = useState(teluguNames)
  useEffect(() => {
    if (telugu || !wantsTelugu || loadedNames) return
    let live = true
    loadTeluguNames().then(
      (names) => {
        if (live) setLoadedNames(names)
      },
      (error: unknown) => console.error('Telugu gotra names:', error),
    )
    return () => {
      live = false
    }
  }, [telugu, wantsTelugu, loadedNames])

  const search = useMemo(
    () =>
      createGotraSearch(
        searchableInBothScripts(englishGotras, (index) => {
          if (!telugu) {
            const name = loadedNames?.[englishGotras[index]?.id ?? '']
            return name ? [name] : []
          }
          const gotra = gotras[index]
          if (!gotra) return []
          return gotra.greatSage === SAGE_NOT_IDENTIFIED
            ? [gotra.name]
            : [gotra.name, gotra.greatSage]
        }),
        ENGLISH_SAGE_NOT_IDENTIFIED,
      ),
    [telugu, loadedNames, gotras, SAGE_NOT_IDENTIFIED],
  )
  const found = useMemo(() => search(query), [search, query])
  const matches = useMemo(
    () =>
      found?.flatMap((match) => {
        const gotra = findGotra(match.id)
        return gotra ? [gotra] : []
      }) ?? null,
    [found, findGotra],
  )
  return { matches, pending: wantsTelugu && !telugu && !loadedNames }
}
