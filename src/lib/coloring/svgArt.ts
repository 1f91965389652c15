import { fetchText } from '@/lib/fetchText'

/**
 * Line art for the colouring studio: the page's SVG file read into a small,
 * safe tree (only drawing elements and attributes survive), rendered by React
 * and written back to SVG markup with the child's colours for saving.
 */

export const ART_TAGS = [
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'polygon',
  'polyline',
  'line',
] as const
export type ArtTag = (typeof ART_TAGS)[number]

/** SVG attribute name → React prop name, for the attributes we keep. */
const ATTRIBUTES = {
  id: 'id',
  d: 'd',
  cx: 'cx',
  cy: 'cy',
  r: 'r',
  rx: 'rx',
  ry: 'ry',
  x: 'x',
  y: 'y',
  width: 'width',
  height: 'height',
  points: 'points',
  x1: 'x1',
  y1: 'y1',
  x2: 'x2',
  y2: 'y2',
  transform: 'transform',
  fill: 'fill',
  'fill-rule': 'fillRule',
  stroke: 'stroke',
  'stroke-width': 'strokeWidth',
  'stroke-linejoin': 'strokeLinejoin',
  'stroke-linecap': 'strokeLinecap',
  'pointer-events': 'pointerEvents',
} as const satisfies Record<string, string>
type SvgAttribute = keyof typeof ATTRIBUTES

export type ArtRegion = {
  id: string
  /** The name in the art's data-region attribute, e.g. "Flame". */
  name: string
  /** 1-based position in drawing order. */
  number: number
}

export type ArtNode = {
  tag: ArtTag
  attrs: Partial<Record<SvgAttribute, string>>
  region?: ArtRegion
  children: ArtNode[]
}

export type Art = {
  title: string
  viewBox: string
  width: number
  height: number
  nodes: ArtNode[]
  regions: ArtRegion[]
}

const isArtTag = (tag: string): tag is ArtTag =>
  (ART_TAGS as readonly string[]).includes(tag)
const isSvgAttribute = (name: string): name is SvgAttribute =>
  Object.hasOwn(ATTRIBUTES, name)

/** Reads a page's line art from its file (the colouring studio, the jigsaw). */
export async function loadArt(src: string): Promise<Art> {
  return parseArt(await fetchText(src))
}

/** Reads SVG text into an `Art`; throws when it is not usable line art. */
export function parseArt(text: string, parser = new DOMParser()): Art {
  const doc = parser.parseFromString(text, 'image/svg+xml')
  const svg = doc.documentElement
  if (svg.tagName !== 'svg' || doc.querySelector('parsererror')) {
    throw new Error('The coloring page is not a valid SVG file.')
  }
  const viewBox = svg.getAttribute('viewBox') ?? ''
  const [, , width = 0, height = 0] = viewBox.split(/[\s,]+/).map(Number)
  if (!(width > 0 && height > 0)) {
    throw new Error('The coloring page has no usable viewBox.')
  }
  const regions: ArtRegion[] = []
  const read = (element: Element): ArtNode | null => {
    if (!isArtTag(element.tagName)) return null
    const attrs: ArtNode['attrs'] = {}
    for (const { name, value } of element.attributes) {
      if (isSvgAttribute(name)) attrs[name] = value
    }
    const node: ArtNode = { tag: element.tagName, attrs, children: [] }
    const name = element.getAttribute('data-region')
    if (name && attrs.id) {
      node.region = { id: attrs.id, name, number: regions.length + 1 }
      regions.push(node.region)
    }
    node.children = readChildren(element)
    return node
  }
  const readChildren = (parent: Element) =>
    [...parent.children].flatMap((child) => read(child) ?? [])
  return {
    title: svg.querySelector('title')?.textContent?.trim() ?? '',
    viewBox,
    width,
    height,
    nodes: readChildren(svg),
    regions,
  }
}

/** React props for one node's SVG attributes. */
export function reactProps(node: ArtNode): Record<string, string> {
  const props: Record<string, string> = {}
  for (const [name, value] of Object.entries(node.attrs)) {
    if (isSvgAttribute(name)) props[ATTRIBUTES[name]] = value
  }
  return props
}

const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')

/** SVG markup of the art with the regions painted in `fills` (region id → colour). */
export function artToSvgMarkup(
  art: Art,
  fills: Readonly<Record<string, string>>,
): string {
  const write = (node: ArtNode): string => {
    const attrs: Record<string, string | undefined> = { ...node.attrs }
    const fill = node.region ? fills[node.region.id] : undefined
    if (fill) attrs.fill = fill
    if (node.region) attrs['data-region'] = node.region.name
    const text = Object.entries(attrs)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value ?? '')}"`)
      .join('')
    const children = node.children.map(write).join('')
    return children
      ? `<${node.tag}${text}>${children}</${node.tag}>`
      : `<${node.tag}${text}/>`
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${escapeAttribute(art.viewBox)}" width="${art.width}" height="${art.height}">` +
    `<rect width="${art.width}" height="${art.height}" fill="#ffffff"/>` +
    art.nodes.map(write).join('') +
    '</svg>'
  )
}
