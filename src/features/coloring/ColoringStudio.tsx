import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { X } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import { artToSvgMarkup, loadArt, type ArtRegion } from '@/lib/coloring/svgArt'
import { coloringText } from '@/lib/i18n/coloring'

import { coloringContent } from './coloringContent'
import { studioFileName } from './fileName'
import { colorName, DEFAULT_COLOR } from './palette'
import { renderSvgMarkupToPng, saveBlob } from './raster'
import { StudioArt } from './StudioArt'
import { StudioPalette } from './StudioPalette'
import { canUndo, filledCount } from './studioState'
import { StudioToolbar } from './StudioToolbar'
import { useStudioState } from './useStudioState'
import { zoomIn, zoomOut } from './zoom'

type ColoringStudioProps = {
  page: { id: string; title: string; image: string }
  onClose: () => void
}

/** Full-screen colouring of one page, by touch, mouse or keyboard. */
export function ColoringStudio({ page, onClose }: ColoringStudioProps) {
  const headingId = useId()
  const helpId = useId()
  const art = useQuery({
    queryKey: ['coloring-art', page.image],
    queryFn: () => loadArt(page.image),
    staleTime: Infinity,
  })
  const [state, dispatch] = useStudioState(page.id)
  const [color, setColor] = useState(DEFAULT_COLOR)
  const [zoom, setZoom] = useState(1)
  const [status, setStatus] = useState('')
  const [saving, setSaving] = useState(false)
  const meaning = coloringContent().colorMeanings.find((c) => c.hex === color)

  const fill = (region: ArtRegion) => {
    dispatch({ type: 'fill', regionId: region.id, color })
    setStatus(
      coloringText('coloring.studio.filled', {
        name: region.name,
        color: colorName(color, color),
      }),
    )
  }
  const save = async () => {
    if (!art.data || saving) return
    setSaving(true)
    try {
      const fileName = studioFileName(page.title, page.id)
      const markup = artToSvgMarkup(art.data, state.fills)
      saveBlob(await renderSvgMarkupToPng(markup), fileName)
      setStatus(coloringText('coloring.studio.saved', { fileName }))
    } catch (error) {
      console.warn('Saving the colored picture failed', error)
      setStatus(coloringText('coloring.studio.saveFailed'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      labelledBy={headingId}
      describedBy={helpId}
      onClose={onClose}
      className="flex h-full max-w-6xl flex-col"
    >
      <div className="flex items-center justify-between gap-3 border-b border-cream-300 px-4 py-2">
        <h2 id={headingId} className="text-2xl">
          {coloringText('coloring.studio.heading', { title: page.title })}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          onClick={onClose}
          aria-label={coloringText('coloring.studio.close')}
          title={coloringText('coloring.studio.close')}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-auto p-3 lg:flex-row lg:overflow-hidden">
        <div className="flex h-[62vh] shrink-0 flex-col lg:h-auto lg:flex-1">
          {art.data ? (
            <StudioArt
              art={art.data}
              title={page.title}
              fills={state.fills}
              zoom={zoom}
              onZoom={setZoom}
              onFill={fill}
            />
          ) : art.isError ? (
            <div className="m-auto text-center">
              <p>{coloringText('coloring.studio.loadFailed')}</p>
              <Button className="mt-3" onClick={() => void art.refetch()}>
                {coloringText('coloring.studio.retry')}
              </Button>
            </div>
          ) : (
            <p className="m-auto text-ink-muted">
              {coloringText('coloring.studio.loading')}
            </p>
          )}
        </div>
        <div className="space-y-4 lg:w-80 lg:overflow-auto">
          <p id={helpId} className="text-sm text-ink-muted">
            {coloringText('coloring.studio.help')}
          </p>
          <StudioPalette color={color} onColor={setColor} />
          <p className="rounded-2xl bg-white p-3 text-sm">
            <strong>
              {coloringText('coloring.studio.current', {
                color: colorName(color, color),
              })}
            </strong>
            {meaning ? ` ${meaning.meaning}` : null}
          </p>
          <StudioToolbar
            canUndo={canUndo(state)}
            canClear={filledCount(state) > 0}
            canSave={Boolean(art.data)}
            saving={saving}
            zoom={zoom}
            onUndo={() => {
              if (!canUndo(state)) return
              dispatch({ type: 'undo' })
              setStatus(coloringText('coloring.studio.undone'))
            }}
            onClear={() => {
              if (filledCount(state) === 0) return
              dispatch({ type: 'clear' })
              setStatus(coloringText('coloring.studio.cleared'))
            }}
            onZoomIn={() => setZoom(zoomIn)}
            onZoomOut={() => setZoom(zoomOut)}
            onSave={() => void save()}
          />
          <p role="status" className="min-h-6 text-sm font-bold text-leaf-800">
            {status}
          </p>
          <p className="text-sm text-ink-muted">
            {coloringText('coloring.studio.remembered')}
          </p>
        </div>
      </div>
    </Modal>
  )
}
