import { useEffect } from 'react'
import { createPortal } from 'react-dom'

import { COLORING_ART_SIZE } from '@/data/coloring'
import { coloringText } from '@/lib/i18n/coloring'

export type PrintItem = {
  src: string
  title: string
  alt: string
  /** A new number for each request, so printing the same page twice works. */
  request: number
}

type PrintSheetProps = { item: PrintItem | null; onDone: () => void }

// While a sheet is mounted, printing shows only the sheet: one portrait page
// that fits both A4 (210 × 297 mm) and US Letter (216 × 279 mm).
const PRINT_CSS = `
@page { size: portrait; margin: 10mm; }
#root { display: none !important; }
body { background: #ffffff !important; }
.coloring-print-sheet { display: flex !important; }
`

/**
 * The picture to print, kept out of sight on screen. When its image has
 * loaded it opens the browser's print dialog; afterwards it goes away.
 */
export function PrintSheet({ item, onDone }: PrintSheetProps) {
  useEffect(() => {
    if (!item) return
    window.addEventListener('afterprint', onDone)
    return () => window.removeEventListener('afterprint', onDone)
  }, [item, onDone])

  if (!item) return null
  return createPortal(
    <div
      className="coloring-print-sheet hidden flex-col items-center gap-[4mm]"
      data-testid="print-sheet"
    >
      <style media="print">{PRINT_CSS}</style>
      <img
        key={item.request}
        src={item.src}
        alt={item.alt}
        width={COLORING_ART_SIZE.width}
        height={COLORING_ART_SIZE.height}
        className="h-[225mm] w-[180mm] object-contain"
        onLoad={() => window.print()}
      />
      <p className="text-[10pt] text-ink-muted">
        {coloringText('coloring.print.caption', { title: item.title })}
      </p>
    </div>,
    document.body,
  )
}
