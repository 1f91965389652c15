import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { glossary } from '@/test/te/glossary'
import {
  detachedCaseEndings,
  loanwordEntries,
  loanwordProblems,
  sageNamesFrom,
  sageSingularProblems,
  ZWNJ,
} from '@/test/te/teluguChecks'

import { gotraGreatSages, gotraStoriesForKids } from './gotraTexts'

const TELUGU = /[\u0C00-\u0C7F]/
const TEXT_FILE = /\.(ts|tsx|js|mjs|json|html|webmanifest|md)$/
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'dist-ssr'])
/** Files that list wrong forms on purpose (this check and its test). */
const PLANTED = new Set([
  'src/test/te/teluguChecks.ts',
  'src/data/te/teluguChecks.test.ts',
])
/** The glossary lists the loanwords' wrong forms as "never" spellings. */
const LISTS_WRONG_LOANWORDS = new Set([
  'src/test/te/glossary.ts',
  'docs/telugu-glossary.md',
])

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) {
      return SKIPPED_DIRECTORIES.has(entry.name) ? [] : filesUnder(path)
    }
    return TEXT_FILE.test(entry.name) ? [path] : []
  })
}

/** Every file of the project with Telugu text in it, by path. */
function teluguFiles(): { path: string; text: string }[] {
  const paths = [
    ...['src', 'e2e', 'scripts', 'public', 'docs'].flatMap(filesUnder),
    'index.html',
    'README.md',
  ]
  return paths
    .map((path) => path.replace(/\\/g, '/'))
    .filter((path) => !PLANTED.has(path))
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
    .filter(({ text }) => TELUGU.test(text))
}

function problemsByFile(
  check: (text: string) => { message: string }[],
  skip: ReadonlySet<string> = new Set(),
): string[] {
  return teluguFiles()
    .filter(({ path }) => !skip.has(path))
    .flatMap(({ path, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          check(line).map(
            (problem) => `${path}:${index + 1}: ${problem.message}`,
          ),
        ),
    )
}

describe('case endings joined to their word', () => {
  it('finds the Telugu text of the project (the check reads something)', () => {
    const paths = teluguFiles().map(({ path }) => path)
    expect(paths).toContain('src/data/te/legal.ts')
    expect(paths).toContain('src/lib/i18n/te/accounts.ts')
    expect(paths).toContain('e2e/telugu.spec.ts')
  })

  it('has no case ending written apart anywhere in the Telugu text', () => {
    expect(problemsByFile(detachedCaseEndings)).toEqual([])
  })

  it('fails on planted endings after a virama, a Latin word and a placeholder, and suggests the ZWNJ form', () => {
    const planted = 'ఆంధ్రప్రదేశ్ లోని సైట్ ను క్విజ్ లు Wi-Fi లో {date} న'
    const problems = detachedCaseEndings(planted)
    expect(problems.map((problem) => problem.fix)).toEqual([
      `ఆంధ్రప్రదేశ్${ZWNJ}లోని`,
      `సైట్${ZWNJ}ను`,
      `క్విజ్${ZWNJ}లు`,
      `Wi-Fi${ZWNJ}లో`,
      `{date}${ZWNJ}న`,
    ])
    expect(problems[0]?.message).toContain('U+200C')
    expect(problems[0]?.message).toContain(`ఆంధ్రప్రదేశ్${ZWNJ}లోని`)
    expect(
      detachedCaseEndings('Supabase (లాగిన్ సేవ) తో, "{query}" కు, JSON ఫైల్ గా').map(
        (problem) => problem.fix,
      ),
    ).toEqual([`సేవ)${ZWNJ}తో`, `"{query}"${ZWNJ}కు`, `ఫైల్${ZWNJ}గా`])
    for (const ending of ['తో', 'కు', 'కి']) {
      expect(detachedCaseEndings(`మౌస్ ${ending} ఆడండి`)).toHaveLength(1)
    }
  })

  it('leaves joined endings, separate words and endings after a vowel alone', () => {
    expect(
      detachedCaseEndings(
        `సైట్${ZWNJ}ను ఈమెయిల్${ZWNJ}తో 5 నుంచి 7, ఈమెయిల్ కుటుంబం, ఆట లో పాల్గొనండి`,
      ),
    ).toEqual([])
  })
})

describe('loanwords spelled one way', () => {
  const loanwords = loanwordEntries(glossary)

  it('lists website, tablet, password, platform and round in the glossary', () => {
    expect(loanwords.map((entry) => entry.telugu)).toEqual([
      `వెబ్${ZWNJ}సైట్`,
      'ట్యాబ్లెట్',
      `పాస్${ZWNJ}వర్డ్`,
      `ప్లాట్${ZWNJ}ఫామ్`,
      'రౌండ్',
    ])
  })

  it('has no other spelling of a loanword anywhere in the Telugu text', () => {
    expect(
      problemsByFile(
        (text) => loanwordProblems(text, loanwords),
        LISTS_WRONG_LOANWORDS,
      ),
    ).toEqual([])
  })

  it('fails on each planted wrong spelling and names the right one', () => {
    const planted = 'వెబ్సైట్, వెబ్ సైట్, టాబ్లెట్, పాస్వర్డ్, ప్లాట్ఫామ్, రౌండు'
    const problems = loanwordProblems(planted, loanwords)
    expect(problems.map((problem) => problem.fix)).toEqual([
      `వెబ్${ZWNJ}సైట్`,
      `వెబ్${ZWNJ}సైట్`,
      'ట్యాబ్లెట్',
      `పాస్${ZWNJ}వర్డ్`,
      `ప్లాట్${ZWNJ}ఫామ్`,
      'రౌండ్',
    ])
    expect(
      loanwordProblems(`వెబ్${ZWNJ}సైట్ ట్యాబ్లెట్ పాస్${ZWNJ}వర్డ్ రౌండ్లు`, loanwords),
    ).toEqual([])
  })
})

describe('sages take the respectful plural in the gotra texts', () => {
  const sages = sageNamesFrom(glossary, Object.values(gotraGreatSages))

  it('knows the glossary sages and every great sage of the gotras', () => {
    for (const name of ['వసిష్ఠ', 'అగస్త్య', 'పింగళ', 'యాస్క', 'ముద్గల', 'ఋష']) {
      expect(sages).toContain(name)
    }
  })

  it('gives no sage a singular verb in the same sentence', () => {
    const problems = Object.entries(gotraStoriesForKids).flatMap(
      ([id, story]) =>
        sageSingularProblems(story, sages).map(
          (problem) => `${id}: ${problem.message}`,
        ),
    )
    expect(problems).toEqual([])
  })

  it('fails on planted singular verbs of a sage, and suggests …ారు', () => {
    const planted =
      'పింగళుడు కవిత్వాన్ని అధ్యయనం చేశాడు. యాస్కుడు "నిరుక్తం" రాశాడు. ఈ గోత్రపు ఋషి అడవిలో ఉండేవాడంటే నమ్మండి! ముద్గలుడు పేదవాడైనా పంచుకునేవాడని చెబుతారు.'
    const problems = sageSingularProblems(planted, sages)
    expect(problems.map((problem) => problem.fix)).toEqual([
      'చేశారు',
      'రాశారు',
      'ఉండేవాడంటే',
      'పేదవాడైనా',
      'పంచుకునేవాడని',
    ])
    expect(problems[0]?.message).toContain('పింగళ')
  })

  it('leaves the respectful plural, and sentences with no sage, alone', () => {
    expect(
      sageSingularProblems(
        'పింగళులు కవిత్వాన్ని అధ్యయనం చేశారు. ఆ బాలుడు ఆడుకున్నాడు.',
        sages,
      ),
    ).toEqual([])
  })
})
