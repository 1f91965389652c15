import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'
import ts from 'typescript'

/**
 * The project's fake speech synthesis (src/lib/speech/fakeSpeechSynthesis.ts)
 * put in the page before it loads, in place of the browser's: it keeps every
 * utterance spoken, in order, with the voice chosen, and a sentence ends only
 * when the test says so (`finishSentence`), as a browser's would when it is
 * read. The module is compiled here from its source, so the page runs the
 * same fake as the unit tests.
 */

const source = readFileSync(
  new URL('../src/lib/speech/fakeSpeechSynthesis.ts', import.meta.url),
  'utf8',
)
const compiled = ts.transpileModule(source, {
  compilerOptions: {
    module: ts.ModuleKind.CommonJS,
    target: ts.ScriptTarget.ES2022,
  },
}).outputText

/** Installs the fake with voices of these languages (BCP 47 tags). */
export async function installFakeSpeech(page: Page, voiceLangs: string[]) {
  const script = `(() => {
    const exports = {};
    ${compiled}
    const synth = new exports.FakeSpeechSynthesis(
      ${JSON.stringify(voiceLangs)}.map((lang) => exports.fakeVoice(lang)),
    );
    Object.defineProperty(window, 'speechSynthesis', {
      value: synth,
      configurable: true,
    });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: exports.FakeUtterance,
      configurable: true,
      writable: true,
    });
    window.__fakeSpeech = synth;
  })()`
  await page.addInitScript({ content: script })
}

type Spoken = { text: string; voice: string | null }
type FakeInPage = {
  spoken: { text: string; voice: { lang: string } | null }[]
  current: { text: string } | null
  finishCurrent: () => void
}

/** Everything spoken so far, in order, with the voice's language. */
export function spoken(page: Page): Promise<Spoken[]> {
  return page.evaluate(() =>
    (window as unknown as { __fakeSpeech: FakeInPage }).__fakeSpeech.spoken.map(
      (utterance) => ({
        text: utterance.text,
        voice: utterance.voice?.lang ?? null,
      }),
    ),
  )
}

/** The sentence being read now, or null when nothing is. */
export function reading(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      (window as unknown as { __fakeSpeech: FakeInPage }).__fakeSpeech.current
        ?.text ?? null,
  )
}

/** The browser finishes the sentence it is reading; the next one starts. */
export async function finishSentence(page: Page) {
  await page.evaluate(() =>
    (
      window as unknown as { __fakeSpeech: FakeInPage }
    ).__fakeSpeech.finishCurrent(),
  )
}
