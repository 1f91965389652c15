import { useState } from 'react'

import { toast } from '@/components/ui/toastStore'
import type { ColoringPage } from '@/data/coloring'
import { coloringText } from '@/lib/i18n/coloring'

import { coloringFileName } from './fileName'
import { renderSvgToPng, saveBlob } from './raster'

/**
 * Download of one page as a print-size PNG made in the browser. A page
 * without art shows the spec's two messages instead (`onMissingImage`).
 */
export function useDownloadPage(
  page: ColoringPage,
  onMissingImage: () => void,
) {
  const [busy, setBusy] = useState(false)

  const download = async () => {
    if (!page.image) {
      onMissingImage()
      return
    }
    if (busy) return
    setBusy(true)
    try {
      const fileName = coloringFileName(page.title, page.id)
      saveBlob(await renderSvgToPng(page.image), fileName)
      toast({
        title: coloringText('coloring.download.done', { fileName }),
        description: coloringText('coloring.download.doneBody'),
      })
    } catch (error) {
      console.warn('Coloring page download failed', error)
      toast({
        title: coloringText('coloring.download.failed'),
        description: coloringText('coloring.download.failedBody'),
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return { busy, download }
}
