/**
 * Geometry of the radial family tree (spec section 9): an 800 by 600 viewBox,
 * the deity at the centre, one node per gotra on radii cycling over three
 * distances, labels only for the highlighted gotra and every 8th node, each
 * name whole (a cut Telugu name loses its letters: issue 33).
 */

export const TREE_WIDTH = 800
export const TREE_HEIGHT = 600
export const TREE_CENTER = { x: TREE_WIDTH / 2, y: TREE_HEIGHT / 2 } as const
/** The three distances from the centre that the nodes cycle over. */
export const TREE_RADII = [170, 215, 260] as const
export const LABEL_EVERY = 8
/** How far outside its node a label starts. */
export const LABEL_GAP = 16

export type TreeNode = {
  index: number
  /** Degrees, clockwise from the top (0 = straight up). */
  angle: number
  radius: number
  x: number
  y: number
}

export type LabelPlacement = {
  x: number
  y: number
  anchor: 'start' | 'middle' | 'end'
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}

/**
 * The point at `radius` from the centre, `angle` degrees clockwise from up,
 * in whole units of the 800-wide box (half a unit is far less than a pixel
 * on any screen; the prerendered page carries 102 of each, so short numbers
 * keep its HTML lean).
 */
export function polarPoint(angle: number, radius: number) {
  const radians = (angle * Math.PI) / 180
  return {
    x: Math.round(TREE_CENTER.x + radius * Math.sin(radians)),
    y: Math.round(TREE_CENTER.y - radius * Math.cos(radians)),
  }
}

/** Places `count` nodes evenly round the centre, the first at the top. */
export function layoutTree(count: number): readonly TreeNode[] {
  return Array.from({ length: count }, (_, index) => {
    const angle = round((360 * index) / count)
    const radius = TREE_RADII[index % TREE_RADII.length] ?? TREE_RADII[0]
    return { index, angle, radius, ...polarPoint(angle, radius) }
  })
}

/** A label shows for the highlighted gotra and for every 8th node (0, 8, 16…). */
export function showsLabel(index: number, isHighlighted: boolean): boolean {
  return isHighlighted || index % LABEL_EVERY === 0
}

/** Where a node's label goes: just outside the node, away from the centre. */
export function labelPlacement(node: TreeNode): LabelPlacement {
  const { x, y } = polarPoint(node.angle, node.radius + LABEL_GAP)
  const side = Math.sin((node.angle * Math.PI) / 180)
  const anchor = side > 0.2 ? 'start' : side < -0.2 ? 'end' : 'middle'
  // Labels near the top or bottom sit above or below their node.
  const vertical = Math.cos((node.angle * Math.PI) / 180)
  return { x, y: round(y + (vertical < -0.5 ? 10 : 4)), anchor }
}

/** Radius of a node's dot, and of the highlighted node's dot. */
export const DOT_RADIUS = 8
export const HIGHLIGHT_DOT_RADIUS = 11

/** Many dots of radius `r` as one SVG path (two arcs each): few elements. */
export function dotsPath(
  points: readonly { x: number; y: number }[],
  r = DOT_RADIUS,
): string {
  return points
    .map(
      ({ x, y }) =>
        `M${round(x - r)} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`,
    )
    .join('')
}
