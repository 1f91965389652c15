import { lazy, useCallback, useState } from 'react'

import { SuspenseInEdition } from '@/components/SuspenseInEdition'
import type { ColoringPage } from '@/data/coloring'
import { coloringText } from '@/lib/i18n/coloring'
import { withTeluguTwins } from '@/lib/i18n/edition'

import { ColoringPageCard } from './ColoringPageCard'
import { imageLoading } from './imageLoading'
import { MissingImageDialog } from './MissingImageDialog'
import { PrintSheet, type PrintItem } from './PrintSheet'

// The studio loads when a child first opens it, keeping the page light.
const ColoringStudio = lazy(() =>
  withTeluguTwins(import('./ColoringStudio')).then((studio) => ({
    default: studio.ColoringStudio,
  })),
)

type ColoringGalleryProps = { pages: readonly ColoringPage[] }

type StudioPage = { id: string; title: string; image: string }

/** The grid of pages, and the studio, print sheet and dialog they open. */
export function ColoringGallery({ pages }: ColoringGalleryProps) {
  const [studioPage, setStudioPage] = useState<StudioPage | null>(null)
  const [printItem, setPrintItem] = useState<PrintItem | null>(null)
  const [missing, setMissing] = useState<string | null>(null)
  const endPrint = useCallback(() => setPrintItem(null), [])

  return (
    <section aria-labelledby="coloring-pages-heading" className="px-4 pb-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="coloring-pages-heading" className="text-3xl">
          {coloringText('coloring.pages.heading')}
        </h2>
        <p className="mt-2 max-w-3xl text-ink-muted">
          {coloringText('coloring.pages.intro')}
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {pages.map((page, index) => {
            const { image } = page
            return (
              <li key={page.id}>
                <ColoringPageCard
                  page={page}
                  loading={imageLoading(index)}
                  onColor={() =>
                    image &&
                    setStudioPage({ id: page.id, title: page.title, image })
                  }
                  onPrint={() =>
                    image &&
                    setPrintItem({
                      src: image,
                      title: page.title,
                      alt: page.imageAlt,
                      request: Date.now(),
                    })
                  }
                  onMissingImage={() => setMissing(page.title)}
                />
              </li>
            )
          })}
        </ul>
      </div>
      {studioPage ? (
        <SuspenseInEdition fallback={null}>
          <ColoringStudio
            key={studioPage.id}
            page={studioPage}
            onClose={() => setStudioPage(null)}
          />
        </SuspenseInEdition>
      ) : null}
      {missing ? (
        <MissingImageDialog title={missing} onClose={() => setMissing(null)} />
      ) : null}
      <PrintSheet item={printItem} onDone={endPrint} />
    </section>
  )
}
