import { createElement, type KeyboardEvent } from 'react'

import { reactProps, type ArtNode, type ArtRegion } from '@/lib/coloring/svgArt'
import { coloringText } from '@/lib/i18n/coloring'

import { colorName } from './palette'

type ArtShapeProps = {
  node: ArtNode
  fills: Readonly<Record<string, string>>
  total: number
  activeId: string | undefined
  onFill: (region: ArtRegion) => void
  onKeyDown: (event: KeyboardEvent<SVGElement>, region: ArtRegion) => void
  onFocusRegion: (region: ArtRegion) => void
}

const REGION_CLASS =
  'cursor-pointer outline-none focus-visible:stroke-[#1d4ed8] focus-visible:[stroke-width:14]'

/** One element of the line art; a named region is a button that fills. */
export function ArtShape({ node, ...shared }: ArtShapeProps) {
  const { fills, total, activeId, onFill, onKeyDown, onFocusRegion } = shared
  const children = node.children.map((child, index) => (
    <ArtShape key={index} node={child} {...shared} />
  ))
  const props: Record<string, unknown> = reactProps(node)
  const region = node.region
  if (region) {
    const fill = fills[region.id]
    Object.assign(props, {
      fill: fill ?? props.fill,
      'data-region': region.name,
      role: 'button',
      tabIndex: region.id === activeId ? 0 : -1,
      'aria-label': coloringText('coloring.studio.region', {
        name: region.name,
        number: region.number,
        total,
        color: colorName(fill, coloringText('coloring.studio.unfilled')),
      }),
      className: REGION_CLASS,
      onClick: () => onFill(region),
      onKeyDown: (event: KeyboardEvent<SVGElement>) => onKeyDown(event, region),
      onFocus: () => onFocusRegion(region),
    })
  }
  return createElement(node.tag, props, ...children)
}
