import type { FamilyExport } from '@/lib/backend'

/**
 * The "download all of your family's data" file: pretty-printed JSON named
 * after the day it was made, e.g. `vasavi-kids-family-2026-11-25.json`.
 */
export function familyDownload(data: FamilyExport): {
  fileName: string
  text: string
} {
  return {
    fileName: `vasavi-kids-family-${data.exportedAt.slice(0, 10)}.json`,
    text: `${JSON.stringify(data, null, 2)}\n`,
  }
}

/** Hands `text` to the browser as a file to save. */
export function saveTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(
    new Blob([text], { type: 'application/json' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
