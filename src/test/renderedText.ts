/**
 * The text a reader sees in one section of a rendered page (the HTML that
 * `render()` from `@/entry-server` writes), for the question bank's source
 * test: a small, pure reader of React's server HTML, no DOM needed.
 *
 * A section is the element with the id; when that element is a heading
 * (`values-heading`), the `<section>` or `<article>` around it. Without an
 * id, the page's `<main>`. Text of block elements is kept apart by a space
 * and white space is collapsed, so a sentence reads as it does on screen.
 */

type Node = {
  tag: string
  id?: string
  parent?: Node
  children: (Node | string)[]
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
/** Elements whose content is not text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'svg', 'noscript'])
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'cite',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
])

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decode(text: string): string {
  return text.replace(
    /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi,
    (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) {
        return String.fromCodePoint(parseInt(name.slice(2), 16))
      }
      if (name.startsWith('#'))
        return String.fromCodePoint(Number(name.slice(1)))
      return ENTITIES[name.toLowerCase()] ?? whole
    },
  )
}

/** The element tree of `html` (comments dropped, text decoded). */
export function parseHtml(html: string): Node {
  const root: Node = { tag: '#root', children: [] }
  let current = root
  const token =
    /<!--[\s\S]*?-->|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|([^<]+)/g
  for (const match of html.matchAll(token)) {
    const [whole, closing, opening, attributes = '', text] = match
    if (text !== undefined) {
      current.children.push(decode(text))
    } else if (opening !== undefined) {
      const tag = opening.toLowerCase()
      const id = /\sid="([^"]*)"/.exec(attributes)?.[1]
      const node: Node = { tag, parent: current, children: [] }
      if (id !== undefined) node.id = decode(id)
      current.children.push(node)
      if (!VOID.has(tag) && !whole.endsWith('/>')) current = node
    } else if (closing !== undefined) {
      const tag = closing.toLowerCase()
      let open: Node | undefined = current
      while (open && open.tag !== tag) open = open.parent
      if (open?.parent) current = open.parent
    }
  }
  return root
}

function find(node: Node, test: (node: Node) => boolean): Node | undefined {
  if (test(node)) return node
  for (const child of node.children) {
    if (typeof child === 'string') continue
    const found = find(child, test)
    if (found) return found
  }
  return undefined
}

function textOf(node: Node): string {
  if (HIDDEN.has(node.tag)) return ''
  const inner = node.children
    .map((child) => (typeof child === 'string' ? child : textOf(child)))
    .join('')
  return INLINE.has(node.tag) ? inner : ` ${inner} `
}

/** White space collapsed, the ends trimmed. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * The text of section `id` of a rendered page (see the module's comment), or
 * `undefined` when the page has no such element.
 */
export function sectionText(html: string, id?: string): string | undefined {
  const root = parseHtml(html)
  let section =
    id === undefined
      ? find(root, (node) => node.tag === 'main')
      : find(root, (node) => node.id === id)
  if (section && /^h[1-6]$/.test(section.tag)) {
    let around = section.parent
    while (around && around.tag !== 'section' && around.tag !== 'article') {
      around = around.parent
    }
    section = around ?? section.parent
  }
  return section ? collapse(textOf(section)) : undefined
}
