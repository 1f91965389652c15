import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

import type { Art, ArtRegion } from '@/lib/coloring/svgArt'
import { coloringText } from '@/lib/i18n/coloring'
import { isActivationKey, rovingIndexForKey } from '@/lib/rovingIndex'

import { ArtShape } from './ArtShape'
import { pinchZoom, pointerDistance } from './zoom'

type StudioArtProps = {
  art: Art
  title: string
  fills: Readonly<Record<string, string>>
  zoom: number
  onZoom: (zoom: number) => void
  onFill: (region: ArtRegion) => void
}

type Pinch = { distance: number; zoom: number }

/**
 * The picture to colour. Tap or click a part to fill it; the picture is one
 * Tab stop and the arrow keys move between its parts. Two fingers pinch to
 * zoom; one finger scrolls a zoomed picture.
 */
export function StudioArt({
  art,
  title,
  fills,
  zoom,
  onZoom,
  onFill,
}: StudioArtProps) {
  const svgRef = useRef<SVGSVGElement>(null)
  const [activeId, setActiveId] = useState(art.regions[0]?.id)
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const pinch = useRef<Pinch | null>(null)

  const onKeyDown = (event: KeyboardEvent<SVGElement>, region: ArtRegion) => {
    if (isActivationKey(event.key)) {
      event.preventDefault()
      onFill(region)
      return
    }
    const next = rovingIndexForKey(
      event.key,
      region.number - 1,
      art.regions.length,
    )
    const target = next === null ? undefined : art.regions[next]
    if (!target) return
    event.preventDefault()
    setActiveId(target.id)
    svgRef.current
      ?.querySelector<SVGElement>(`[id="${CSS.escape(target.id)}"]`)
      ?.focus()
  }

  const twoFingers = () => {
    const [a, b] = [...pointers.current.values()]
    return a && b ? pointerDistance(a, b) : null
  }
  const onPointerDown = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, {
      x: event.clientX,
      y: event.clientY,
    })
    const distance = twoFingers()
    if (pointers.current.size === 2 && distance)
      pinch.current = { distance, zoom }
  }
  const onPointerMove = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return
    pointers.current.set(event.pointerId, {
      x: event.clientX,
      y: event.clientY,
    })
    const distance = twoFingers()
    if (pinch.current && distance) {
      onZoom(pinchZoom(pinch.current.zoom, pinch.current.distance, distance))
    }
  }
  const onPointerEnd = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId)
    if (pointers.current.size < 2) pinch.current = null
  }

  return (
    <div
      className="min-h-0 flex-1 overflow-auto rounded-2xl border-2 border-cream-300 bg-white"
      style={{ touchAction: 'pan-x pan-y' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      data-testid="studio-canvas"
    >
      <div
        className="mx-auto"
        style={{ width: `${zoom * 100}%`, height: `${zoom * 100}%` }}
      >
        <svg
          ref={svgRef}
          viewBox={art.viewBox}
          role="group"
          aria-label={coloringText('coloring.studio.picture', { title })}
          className="block size-full select-none"
        >
          {art.nodes.map((node, index) => (
            <ArtShape
              key={index}
              node={node}
              fills={fills}
              total={art.regions.length}
              activeId={activeId}
              onFill={onFill}
              onKeyDown={onKeyDown}
              onFocusRegion={(region) => setActiveId(region.id)}
            />
          ))}
        </svg>
      </div>
    </div>
  )
}
