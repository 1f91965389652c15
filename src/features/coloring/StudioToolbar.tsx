import { Download, Eraser, Undo2, ZoomIn, ZoomOut } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { coloringText } from '@/lib/i18n/coloring'

import { MAX_ZOOM, MIN_ZOOM } from './zoom'

type StudioToolbarProps = {
  canUndo: boolean
  canClear: boolean
  canSave: boolean
  saving: boolean
  zoom: number
  onUndo: () => void
  onClear: () => void
  onZoomIn: () => void
  onZoomOut: () => void
  onSave: () => void
}

/**
 * Unavailable tools stay focusable (aria-disabled, not disabled), so focus is
 * not lost when Undo runs out; their actions do nothing then.
 */
const off = (unavailable: boolean) =>
  unavailable
    ? ({
        'aria-disabled': true,
        className: 'cursor-not-allowed border-ink/30 text-ink-muted',
      } as const)
    : {}

export function StudioToolbar(props: StudioToolbarProps) {
  const { canUndo, canClear, canSave, saving, zoom } = props
  return (
    <div
      role="toolbar"
      aria-label={coloringText('coloring.studio.tools')}
      className="flex flex-wrap items-center gap-2"
    >
      <Button
        variant="outline"
        size="sm"
        onClick={props.onUndo}
        {...off(!canUndo)}
      >
        <Undo2 aria-hidden="true" />
        {coloringText('coloring.studio.undo')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={props.onClear}
        {...off(!canClear)}
      >
        <Eraser aria-hidden="true" />
        {coloringText('coloring.studio.clear')}
      </Button>
      <Button
        variant="outline"
        size="icon"
        onClick={props.onZoomOut}
        {...off(zoom <= MIN_ZOOM)}
        aria-label={coloringText('coloring.studio.zoomOut')}
        title={coloringText('coloring.studio.zoomOut')}
      >
        <ZoomOut aria-hidden="true" />
      </Button>
      <span className="min-w-20 text-center text-sm font-bold text-ink-muted">
        {coloringText('coloring.studio.zoomLevel', {
          percent: Math.round(zoom * 100),
        })}
      </span>
      <Button
        variant="outline"
        size="icon"
        onClick={props.onZoomIn}
        {...off(zoom >= MAX_ZOOM)}
        aria-label={coloringText('coloring.studio.zoomIn')}
        title={coloringText('coloring.studio.zoomIn')}
      >
        <ZoomIn aria-hidden="true" />
      </Button>
      <Button
        variant="leaf"
        size="sm"
        onClick={props.onSave}
        {...off(!canSave)}
        aria-busy={saving}
      >
        <Download aria-hidden="true" />
        {saving
          ? coloringText('coloring.studio.saving')
          : coloringText('coloring.studio.save')}
      </Button>
    </div>
  )
}
