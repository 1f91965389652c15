import { createContext, use, useEffect, type ReactNode } from 'react'

/**
 * Structured data belongs in <head>, but React 19 only hoists <title>, <meta>
 * and <link> there. So a page's JSON-LD is never part of the React tree:
 * while prerendering it is collected here and written into <head> by
 * scripts/build/prerender.mjs; in the browser an effect keeps one <script> in
 * <head> up to date. Hydration therefore sees no script in either place.
 */
export class HeadCollector {
  private readonly byId = new Map<string, string>()

  add(id: string, json: string): void {
    this.byId.set(id, json)
  }

  /** The collected <script> elements, in the order they were added. */
  scripts(): string[] {
    return [...this.byId].map(
      ([id, json]) =>
        `<script type="application/ld+json" id="${id}">${json}</script>`,
    )
  }
}

const HeadCollectorContext = createContext<HeadCollector | null>(null)

export function HeadCollectorProvider({
  collector,
  children,
}: {
  collector: HeadCollector
  children: ReactNode
}) {
  return (
    <HeadCollectorContext value={collector}>{children}</HeadCollectorContext>
  )
}

/**
 * Puts `json` (already serialized, with "<" escaped) into a JSON-LD script
 * with this id in <head> while the component is mounted.
 */
export function useJsonLdInHead(id: string, json: string): void {
  const collector = use(HeadCollectorContext)
  // Only while prerendering: effects never run there.
  collector?.add(id, json)
  useEffect(() => {
    let script = document.getElementById(id)
    if (!(script instanceof HTMLScriptElement)) {
      script = document.createElement('script')
      script.id = id
      script.setAttribute('type', 'application/ld+json')
      document.head.append(script)
    }
    if (script.textContent !== json) script.textContent = json
    const mine = script
    return () => mine.remove()
  }, [id, json])
}
