import { Download, Lightbulb, Paintbrush, Printer } from '@/components/icons'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card, CardTitle } from '@/components/ui/Card'
import { COLORING_ART_SIZE, type ColoringPage } from '@/data/coloring'
import { coloringText } from '@/lib/i18n/coloring'

import { coloringContent } from './coloringContent'
import { DifficultyBadge } from './DifficultyBadge'
import { type ImageLoading, LAZY } from './imageLoading'
import { useDownloadPage } from './useDownloadPage'

type ColoringPageCardProps = {
  page: ColoringPage
  onColor: () => void
  onPrint: () => void
  onMissingImage: () => void
  /** Lazy unless the card is on screen when the page opens. */
  loading?: ImageLoading
}

export function ColoringPageCard({
  page,
  onColor,
  onPrint,
  onMissingImage,
  loading = LAZY,
}: ColoringPageCardProps) {
  const { busy, download } = useDownloadPage(page, onMissingImage)
  const headingId = `coloring-card-${page.id}`
  return (
    <Card
      padding="compact"
      className="flex h-full flex-col gap-3"
      aria-labelledby={headingId}
      role="group"
    >
      <div className="overflow-hidden rounded-2xl border border-cream-300 bg-white">
        {page.image ? (
          <img
            src={page.image}
            alt={page.imageAlt}
            width={COLORING_ART_SIZE.width}
            height={COLORING_ART_SIZE.height}
            loading={loading.loading}
            fetchPriority={loading.fetchPriority}
            decoding="async"
            className="aspect-[4/5] h-auto w-full"
          />
        ) : (
          <p className="flex aspect-[4/5] items-center justify-center text-ink-muted">
            {coloringText('coloring.card.imageMissing')}
          </p>
        )}
      </div>
      <CardTitle id={headingId}>{page.title}</CardTitle>
      <div className="flex flex-wrap gap-2">
        <DifficultyBadge difficulty={page.difficulty} />
        <Badge variant="saffron">
          {coloringText('coloring.card.ageBand', {
            band: coloringText(`ageBand.${page.ageBand}`),
          })}
        </Badge>
        <Badge variant="outline">
          {coloringContent().coloringCategoryLabels[page.category]}
        </Badge>
      </div>
      <p className="text-ink-muted">{page.description}</p>
      <p className="flex gap-2 rounded-2xl bg-gold-50 p-3 text-sm text-ink">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>{coloringText('coloring.card.tip')}</strong> {page.tips}
        </span>
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
        {page.image ? (
          <Button
            variant="leaf"
            size="sm"
            onClick={onColor}
            aria-label={coloringText('coloring.card.colorItLabel', {
              title: page.title,
            })}
          >
            <Paintbrush aria-hidden="true" />
            {coloringText('coloring.card.colorIt')}
          </Button>
        ) : null}
        <Button
          size="sm"
          onClick={() => void download()}
          aria-busy={busy}
          aria-label={coloringText('coloring.card.downloadLabel', {
            title: page.title,
          })}
        >
          <Download aria-hidden="true" />
          {busy
            ? coloringText('coloring.card.downloading')
            : coloringText('coloring.card.download')}
        </Button>
        {page.image ? (
          <Button
            variant="outline"
            size="icon"
            onClick={onPrint}
            aria-label={coloringText('coloring.card.print', {
              title: page.title,
            })}
            title={coloringText('coloring.card.print', { title: page.title })}
          >
            <Printer aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </Card>
  )
}
