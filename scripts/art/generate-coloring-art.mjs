// Draws the nine coloring pages as black line art: node scripts/art/generate-coloring-art.mjs
// Writes public/coloring/<id>.svg. Every fillable area is one closed shape
// (path ending in Z, circle, ellipse, rect or polygon) filled white, with a
// stable id and a data-region name that the colouring studio reads aloud.
// Lines that are only detail (veins, strings, rays) are drawn with fill="none"
// on top and ignore taps (pointer-events="none").
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const OUT = fileURLToPath(new URL('../../public/coloring/', import.meta.url))
const W = 800
const H = 1000

const r1 = (v) => Math.round(v * 10) / 10
const rad = (deg) => (deg * Math.PI) / 180

/** Maps local points by rotating `deg` about the origin, scaling, then moving to (x, y). */
const place =
  (x, y, deg = 0, s = 1) =>
  ([px, py]) => {
    const a = rad(deg)
    return [
      x + s * (px * Math.cos(a) - py * Math.sin(a)),
      y + s * (px * Math.sin(a) + py * Math.cos(a)),
    ]
  }

/** A path string from commands like ['M', [x, y]], ['C', p1, p2, p], ['Q', p1, p], ['L', p]. */
const pathD = (cmds, tf = (p) => p) =>
  cmds
    .map(([cmd, ...pts]) =>
      cmd === 'Z'
        ? 'Z'
        : `${cmd}${pts.map((p) => tf(p).map(r1).join(' ')).join(' ')}`,
    )
    .join(' ')

/** A leaf or petal from its base (0, 0) to its tip (0, -len) in local space. */
const leafCmds = (len, width, bulge = 0.3) => [
  ['M', [0, 0]],
  ['C', [width, -len * bulge], [width * 0.8, -len * 0.75], [0, -len]],
  ['C', [-width * 0.8, -len * 0.75], [-width, -len * bulge], [0, 0]],
  ['Z'],
]

const polygonPoints = (pts) => pts.map((p) => p.map(r1).join(',')).join(' ')

const starPoints = (cx, cy, outer, inner, n, turn = -90) =>
  polygonPoints(
    Array.from({ length: n * 2 }, (_, i) => {
      const r = i % 2 === 0 ? outer : inner
      const a = rad(turn + (i * 180) / n)
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)]
    }),
  )

/** A round flower outline with `n` scalloped petals around (cx, cy). */
const scallopD = (cx, cy, r, n, turn = 0) => {
  const pts = Array.from({ length: n }, (_, i) => {
    const a = rad(turn + (i * 360) / n)
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)]
  })
  const bump = r * Math.sin(Math.PI / n) * 1.15
  return (
    `M${pts[0].map(r1).join(' ')} ` +
    pts
      .map((_, i) => {
        const next = pts[(i + 1) % n]
        return `A${r1(bump)} ${r1(bump)} 0 0 1 ${next.map(r1).join(' ')}`
      })
      .join(' ') +
    ' Z'
  )
}

function drawing({ id, title, desc, stroke }) {
  const parts = []
  let count = 0
  const attrs = (a) =>
    Object.entries(a)
      .map(([k, v]) => `${k}="${v}"`)
      .join(' ')
  return {
    /** A fillable region. */
    region(name, tag, a, width = stroke) {
      count += 1
      const regionId = `${id}-r${String(count).padStart(2, '0')}`
      parts.push(
        `<${tag} id="${regionId}" data-region="${name}" ${attrs(a)} fill="#ffffff" stroke="#000" stroke-width="${width}" stroke-linejoin="round"/>`,
      )
    },
    /** A detail line that is not a region. */
    line(d, width = stroke * 0.6) {
      parts.push(
        `<path d="${d}" fill="none" stroke="#000" stroke-width="${r1(width)}" stroke-linecap="round" stroke-linejoin="round" pointer-events="none"/>`,
      )
    },
    /** Words printed on the page (not a region). */
    text(words, x, y, size, anchor = 'middle') {
      parts.push(
        `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="bold" text-anchor="${anchor}" fill="#000">${words}</text>`,
      )
    },
    svg() {
      return (
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="${id}-title ${id}-desc">\n` +
        `<title id="${id}-title">${title}</title>\n<desc id="${id}-desc">${desc}</desc>\n` +
        `<rect width="${W}" height="${H}" fill="#ffffff"/>\n` +
        parts.join('\n') +
        '\n</svg>\n'
      )
    },
    get count() {
      return count
    },
  }
}

// ---------------------------------------------------------------- Easy pages

function diya() {
  const d = drawing({
    id: 'diya',
    title: 'Diya of Light',
    desc: 'A clay lamp with a tall flame, standing on a plate, with sparkles around it.',
    stroke: 8,
  })
  d.region('Glow around the flame', 'path', { d: scallopD(400, 340, 185, 14) })
  for (const [i, [x, y, s]] of [
    [110, 150, 1],
    [690, 170, 0.8],
    [120, 560, 0.7],
    [680, 540, 1],
  ].entries()) {
    d.region(`Sparkle ${i + 1}`, 'polygon', {
      points: starPoints(x, y, 60 * s, 24 * s, 4),
    })
  }
  d.region('Plate', 'ellipse', { cx: 400, cy: 860, rx: 320, ry: 60 })
  d.region('Lamp stand', 'path', {
    d: 'M310 720 L490 720 L540 850 L260 850 Z',
  })
  d.region('Lamp bowl', 'path', {
    d: 'M150 560 C170 700 290 770 400 770 C510 770 630 700 650 560 Z',
  })
  d.region('Oil', 'ellipse', { cx: 400, cy: 560, rx: 250, ry: 48 })
  for (const [i, x] of [290, 400, 510].entries()) {
    d.region(`Bowl dot ${i + 1}`, 'circle', { cx: x, cy: 665, r: 26 })
  }
  d.region('Wick', 'ellipse', { cx: 400, cy: 540, rx: 26, ry: 16 })
  d.region('Flame', 'path', {
    d: 'M400 170 C480 290 500 420 400 530 C300 420 320 290 400 170 Z',
  })
  d.region('Heart of the flame', 'path', {
    d: 'M400 330 C440 390 445 450 400 500 C355 450 360 390 400 330 Z',
  })
  return d
}

function kite() {
  const d = drawing({
    id: 'kite',
    title: 'Sankranti Kite',
    desc: 'A diamond kite with a bow-tied tail flying in the sky beside the sun and a cloud.',
    stroke: 8,
  })
  d.region('Sun', 'circle', { cx: 660, cy: 130, r: 70 })
  d.line(
    [0, 45, 90, 135, 180, 225, 270, 315]
      .map((a) => {
        const c = Math.cos(rad(a))
        const s = Math.sin(rad(a))
        return `M${r1(660 + 90 * c)} ${r1(130 + 90 * s)} L${r1(660 + 120 * c)} ${r1(130 + 120 * s)}`
      })
      .join(' '),
  )
  d.region('Cloud', 'path', {
    d: 'M70 300 C40 300 40 250 80 245 C80 200 140 190 160 220 C180 180 250 190 250 240 C290 240 295 300 255 300 Z',
  })
  const top = [400, 110]
  const right = [640, 400]
  const bottom = [400, 760]
  const left = [160, 400]
  const mid = [400, 400]
  d.region('Kite top left', 'polygon', {
    points: polygonPoints([top, mid, left]),
  })
  d.region('Kite top right', 'polygon', {
    points: polygonPoints([top, right, mid]),
  })
  d.region('Kite bottom left', 'polygon', {
    points: polygonPoints([left, mid, bottom]),
  })
  d.region('Kite bottom right', 'polygon', {
    points: polygonPoints([mid, right, bottom]),
  })
  d.region('Kite centre', 'circle', { cx: 400, cy: 400, r: 55 })
  d.region('Kite tassel', 'polygon', {
    points: polygonPoints([bottom, [350, 830], [450, 830]]),
  })
  d.line('M400 830 C350 880 300 860 280 900 C260 940 200 950 170 980', 6)
  for (const [i, [x, y]] of [
    [330, 868],
    [220, 955],
  ].entries()) {
    d.region(`Tail bow ${i + 1} left`, 'polygon', {
      points: polygonPoints([
        [x, y],
        [x - 55, y - 35],
        [x - 50, y + 35],
      ]),
    })
    d.region(`Tail bow ${i + 1} right`, 'polygon', {
      points: polygonPoints([
        [x, y],
        [x + 55, y - 35],
        [x + 50, y + 35],
      ]),
    })
  }
  d.line('M640 400 C690 520 720 640 760 720', 4)
  return d
}

function lotus() {
  const d = drawing({
    id: 'lotus',
    title: 'Blooming Lotus',
    desc: 'A lotus flower with wide petals opening above the water, with two round lotus leaves.',
    stroke: 8,
  })
  d.region('Water', 'path', {
    d: 'M0 700 Q100 660 200 700 T400 700 T600 700 T800 700 L800 1000 L0 1000 Z',
  })
  d.region('Left lotus leaf', 'path', {
    d: 'M160 830 L60 800 C90 760 170 750 230 765 C300 780 320 830 280 860 C230 895 100 890 60 860 Z',
  })
  d.region('Right lotus leaf', 'path', {
    d: 'M650 880 L760 860 C770 910 720 950 650 950 C560 950 520 900 560 870 C600 840 700 830 740 840 Z',
  })
  const base = [400, 690]
  const petals = [
    ['Back petal left', -72, 300, 90],
    ['Back petal right', 72, 300, 90],
    ['Middle petal left', -45, 360, 100],
    ['Middle petal right', 45, 360, 100],
    ['Inner petal left', -20, 400, 95],
    ['Inner petal right', 20, 400, 95],
    ['Centre petal', 0, 430, 95],
  ]
  for (const [name, angle, len, width] of petals) {
    d.region(name, 'path', {
      d: pathD(leafCmds(len, width, 0.35), place(...base, angle)),
    })
  }
  d.region('Front petal left', 'path', {
    d: pathD(leafCmds(260, 85, 0.4), place(400, 700, -62)),
  })
  d.region('Front petal right', 'path', {
    d: pathD(leafCmds(260, 85, 0.4), place(400, 700, 62)),
  })
  d.region('Lotus base', 'ellipse', { cx: 400, cy: 705, rx: 120, ry: 30 })
  return d
}

// -------------------------------------------------------------- Medium pages

function kalash() {
  const d = drawing({
    id: 'kalash',
    title: 'Kalash with Mango Leaves',
    desc: 'A decorated pot holding mango leaves and a coconut, standing on a plate of rice.',
    stroke: 6,
  })
  d.region('Plate of rice', 'ellipse', { cx: 400, cy: 900, rx: 300, ry: 55 })
  for (const [i, angle] of [-62, -38, 38, 62, -14, 14].entries()) {
    d.region(`Mango leaf ${i + 1}`, 'path', {
      d: pathD(leafCmds(250, 48, 0.3), place(400, 470, angle)),
    })
    d.line(
      pathD(
        [
          ['M', [0, -20]],
          ['L', [0, -230]],
        ],
        place(400, 470, angle),
      ),
      3,
    )
  }
  d.region('Coconut', 'path', {
    d: 'M400 230 C470 240 510 320 505 380 C500 440 460 470 400 470 C340 470 300 440 295 380 C290 320 330 240 400 230 Z',
  })
  d.region('Coconut tuft', 'path', {
    d: 'M400 235 C390 200 360 180 340 175 C370 170 395 185 400 200 C405 185 430 170 460 175 C440 180 410 200 400 235 Z',
  })
  d.region('Pot belly', 'path', {
    d: 'M310 520 C170 560 150 800 300 870 L500 870 C650 800 630 560 490 520 Z',
  })
  d.region('Pot band', 'path', {
    d: 'M215 640 C330 680 470 680 585 640 L595 700 C480 740 320 740 205 700 Z',
  })
  for (const [i, x] of [300, 400, 500].entries()) {
    d.region(`Kumkum dot ${i + 1}`, 'circle', { cx: x, cy: 790, r: 22 })
  }
  d.region('Band flower', 'path', { d: scallopD(400, 690, 26, 8) })
  d.region('Pot neck', 'path', { d: 'M330 470 L470 470 L495 522 L305 522 Z' })
  d.region('Pot rim', 'ellipse', { cx: 400, cy: 472, rx: 120, ry: 24 })
  for (const [i, x] of [110, 690].entries()) {
    d.region(`Flower ${i + 1}`, 'path', { d: scallopD(x, 820, 48, 8) })
    d.region(`Flower ${i + 1} centre`, 'circle', { cx: x, cy: 820, r: 20 })
  }
  return d
}

/** A mango leaf hanging down from (x, y). */
const hangingLeaf = (x, y, len, width, tilt = 0) =>
  pathD(leafCmds(len, width, 0.3), place(x, y, 180 + tilt))

function toran() {
  const d = drawing({
    id: 'toran',
    title: 'Mango Leaf Toran',
    desc: 'A string of mango leaves and marigold flowers hanging over a wooden doorway.',
    stroke: 6,
  })
  d.region('Door frame', 'rect', { x: 130, y: 240, width: 540, height: 680 })
  d.region('Left door', 'rect', { x: 170, y: 280, width: 230, height: 640 })
  d.region('Right door', 'rect', { x: 400, y: 280, width: 230, height: 640 })
  for (const [i, x] of [200, 430].entries()) {
    d.region(`${i === 0 ? 'Left' : 'Right'} door top panel`, 'rect', {
      x,
      y: 560,
      width: 170,
      height: 150,
      rx: 14,
    })
    d.region(`${i === 0 ? 'Left' : 'Right'} door bottom panel`, 'rect', {
      x,
      y: 740,
      width: 170,
      height: 150,
      rx: 14,
    })
  }
  d.region('Left door knob', 'circle', { cx: 375, cy: 520, r: 14 })
  d.region('Right door knob', 'circle', { cx: 425, cy: 520, r: 14 })
  d.region('Threshold', 'rect', {
    x: 90,
    y: 920,
    width: 620,
    height: 50,
    rx: 8,
  })
  // Leaves first, then the rope and flowers on top of their stems.
  const xs = [150, 225, 300, 375, 450, 525, 600, 675]
  xs.forEach((x, i) => {
    const len = i % 2 === 0 ? 230 : 200
    d.region(`Mango leaf ${i + 1}`, 'path', {
      d: hangingLeaf(x + 37, 170, len, 32, (i - 3.5) * 2),
    })
  })
  d.region('Rope', 'path', {
    d: 'M40 140 Q400 200 760 140 L760 165 Q400 225 40 165 Z',
  })
  xs.slice(0, 8).forEach((x, i) => {
    d.region(`Marigold ${i + 1}`, 'path', { d: scallopD(x, 180, 26, 9) })
  })
  d.region('Marigold 9', 'path', { d: scallopD(750, 180, 26, 9) })
  d.region('Left tassel', 'circle', { cx: 40, cy: 155, r: 26 })
  d.region('Right tassel', 'circle', { cx: 760, cy: 155, r: 26 })
  xs.forEach((x, i) => {
    const len = i % 2 === 0 ? 230 : 200
    d.line(
      pathD(
        [
          ['M', [0, -10]],
          ['L', [0, -len + 30]],
        ],
        place(x + 37, 170, 180 + (i - 3.5) * 2),
      ),
      3,
    )
  })
  return d
}

function ugadi() {
  const d = drawing({
    id: 'ugadi',
    title: 'Ugadi Celebration',
    desc: 'A pot of Ugadi pachadi under a toran of mango leaves, with a raw mango, a block of jaggery, neem flowers and tamarind.',
    stroke: 6,
  })
  // Toran at the top.
  const xs = [100, 200, 300, 400, 500, 600, 700]
  xs.forEach((x, i) => {
    d.region(`Toran leaf ${i + 1}`, 'path', {
      d: hangingLeaf(x, 110, 150, 34, (i - 3) * 3),
    })
  })
  d.region('Toran string', 'path', {
    d: 'M30 90 Q400 140 770 90 L770 112 Q400 162 30 112 Z',
  })
  for (const [i, x] of [150, 250, 350, 450, 550, 650].entries()) {
    d.region(`Toran flower ${i + 1}`, 'path', { d: scallopD(x, 118, 20, 8) })
  }
  // Banana leaf under everything.
  d.region('Banana leaf', 'path', {
    d: 'M40 850 C200 770 600 770 770 810 C720 950 250 980 40 850 Z',
  })
  // The pot of pachadi.
  d.region('Pachadi pot', 'path', {
    d: 'M225 440 C130 540 140 760 290 830 L510 830 C660 760 670 540 575 440 Z',
  })
  d.region('Pot stripe', 'path', {
    d: 'M160 600 C300 650 500 650 640 600 L645 660 C500 710 300 710 155 660 Z',
  })
  for (const [i, x] of [250, 400, 550].entries()) {
    d.region(`Pot dot ${i + 1}`, 'circle', {
      cx: x,
      cy: i === 1 ? 745 : 735,
      r: 20,
    })
  }
  d.region('Pot rim', 'ellipse', { cx: 400, cy: 440, rx: 205, ry: 48 })
  d.region('Pachadi', 'ellipse', { cx: 400, cy: 440, rx: 172, ry: 32 })
  for (const [i, [x, y]] of [
    [320, 440],
    [400, 452],
    [470, 432],
  ].entries()) {
    d.region(`Mango piece ${i + 1}`, 'rect', {
      x: x - 18,
      y: y - 10,
      width: 36,
      height: 20,
      rx: 4,
      transform: `rotate(${i * 20 - 20} ${x} ${y})`,
    })
  }
  d.region('Spoon', 'path', {
    d: 'M510 445 L610 270 C622 250 652 262 640 284 L540 458 Z',
  })
  // Raw mango on the left.
  d.region('Raw mango', 'path', {
    d: 'M90 800 C60 720 110 660 180 680 C230 695 240 760 210 820 C180 880 110 870 90 800 Z',
  })
  d.region('Mango leaf', 'path', {
    d: pathD(leafCmds(110, 26, 0.3), place(170, 685, 50)),
  })
  // Jaggery block on the right.
  d.region('Jaggery top', 'polygon', {
    points: polygonPoints([
      [590, 760],
      [670, 730],
      [750, 760],
      [670, 792],
    ]),
  })
  d.region('Jaggery front', 'polygon', {
    points: polygonPoints([
      [590, 760],
      [670, 792],
      [670, 880],
      [590, 848],
    ]),
  })
  d.region('Jaggery side', 'polygon', {
    points: polygonPoints([
      [670, 792],
      [750, 760],
      [750, 848],
      [670, 880],
    ]),
  })
  // Neem sprig with flowers and a tamarind pod at the front.
  d.region('Neem leaf 1', 'path', {
    d: pathD(leafCmds(90, 20, 0.3), place(250, 900, -70)),
  })
  d.region('Neem leaf 2', 'path', {
    d: pathD(leafCmds(90, 20, 0.3), place(250, 900, -30)),
  })
  for (const [i, [x, y]] of [
    [290, 870],
    [318, 895],
    [280, 905],
    [326, 860],
  ].entries()) {
    d.region(`Neem flower ${i + 1}`, 'path', { d: scallopD(x, y, 14, 5) })
  }
  d.region('Tamarind pod', 'path', {
    d: 'M400 900 C440 870 480 900 520 880 C560 860 600 880 610 900 C580 925 540 910 510 925 C470 945 430 920 405 925 C385 925 385 910 400 900 Z',
  })
  return d
}

// ---------------------------------------------------------------- Hard pages

/** Places a leaf so that its base sits at radius `r` and it points outward at angle `deg`. */
const radialLeaf = (cx, cy, r, deg, len, width, bulge = 0.35) =>
  pathD(
    leafCmds(len, width, bulge),
    place(cx + r * Math.cos(rad(deg)), cy + r * Math.sin(rad(deg)), deg + 90),
  )

function muggu() {
  const d = drawing({
    id: 'muggu',
    title: 'Muggu Pattern',
    desc: 'A round muggu (rangoli) pattern of petals, leaves and dots inside a square border with a flower at each corner.',
    stroke: 4,
  })
  const cx = 400
  const cy = 500
  d.region('Border', 'rect', { x: 30, y: 130, width: 740, height: 740, rx: 24 })
  d.region('Inner square', 'rect', {
    x: 70,
    y: 170,
    width: 660,
    height: 660,
    rx: 16,
  })
  for (let i = 0; i < 4; i += 1) {
    const deg = 45 + i * 90
    d.region(`Corner leaf ${i + 1}`, 'path', {
      d: radialLeaf(cx, cy, 305, deg, 110, 34),
    })
  }
  for (let i = 0; i < 4; i += 1) {
    const deg = i * 90
    d.region(`Side drop ${i + 1}`, 'circle', {
      cx: r1(cx + 315 * Math.cos(rad(deg))),
      cy: r1(cy + 315 * Math.sin(rad(deg))),
      r: 9,
    })
  }
  for (const [i, [x, y]] of [
    [70, 170],
    [730, 170],
    [730, 830],
    [70, 830],
  ].entries()) {
    d.region(`Corner flower ${i + 1}`, 'path', { d: scallopD(x, y, 40, 6) })
    d.region(`Corner flower ${i + 1} centre`, 'circle', { cx: x, cy: y, r: 14 })
  }
  d.region('Outer ring', 'circle', { cx, cy, r: 300 })
  for (let i = 0; i < 16; i += 1) {
    d.region(`Outer leaf ${i + 1}`, 'path', {
      d: radialLeaf(cx, cy, 205, i * 22.5 + 11.25, 92, 26),
    })
  }
  for (let i = 0; i < 16; i += 1) {
    const deg = i * 22.5
    d.region(`Ring dot ${i + 1}`, 'circle', {
      cx: r1(cx + 268 * Math.cos(rad(deg))),
      cy: r1(cy + 268 * Math.sin(rad(deg))),
      r: 10,
    })
  }
  d.region('Middle ring', 'circle', { cx, cy, r: 210 })
  for (let i = 0; i < 8; i += 1) {
    d.region(`Small petal ${i + 1}`, 'path', {
      d: radialLeaf(cx, cy, 55, i * 45 + 22.5, 115, 34),
    })
  }
  for (let i = 0; i < 8; i += 1) {
    d.region(`Big petal ${i + 1}`, 'path', {
      d: radialLeaf(cx, cy, 55, i * 45, 150, 58, 0.4),
    })
    d.region(`Petal heart ${i + 1}`, 'path', {
      d: radialLeaf(cx, cy, 90, i * 45, 80, 26, 0.4),
    })
  }
  d.region('Centre circle', 'circle', { cx, cy, r: 70 })
  d.region('Centre flower', 'path', { d: scallopD(cx, cy, 44, 8) })
  d.region('Centre dot', 'circle', { cx, cy, r: 16 })
  return d
}

/** A small round-topped niche (window) standing on (x, y). */
const nicheD = (x, y, w, h) =>
  `M${r1(x - w / 2)} ${r1(y)} L${r1(x - w / 2)} ${r1(y - h + w / 2)} A${r1(w / 2)} ${r1(w / 2)} 0 0 1 ${r1(x + w / 2)} ${r1(y - h + w / 2)} L${r1(x + w / 2)} ${r1(y)} Z`

/** A bell hanging from (x, y). */
const bellD = (x, y, s = 1) =>
  pathD(
    [
      ['M', [-12, 0]],
      ['C', [-12, -22], [12, -22], [12, 0]],
      ['L', [17, 12]],
      ['L', [-17, 12]],
      ['Z'],
    ],
    place(x, y + 20 * s, 0, s),
  )

function elephant() {
  const d = drawing({
    id: 'elephant',
    title: 'Decorated Temple Elephant',
    desc: 'A temple elephant dressed for a festival, with a forehead ornament, a patterned blanket, bells and anklets.',
    stroke: 5,
  })
  d.region('Sun', 'circle', { cx: 690, cy: 120, r: 55 })
  d.region('Cloud', 'path', {
    d: 'M90 170 C60 170 60 125 100 120 C105 85 160 80 175 105 C195 75 255 85 255 125 C290 125 292 170 258 170 Z',
  })
  d.region('Ground', 'path', {
    d: 'M0 810 Q400 780 800 810 L800 1000 L0 1000 Z',
  })
  d.region('Far back leg', 'path', {
    d: 'M620 560 L700 560 L700 790 Q700 805 685 805 L635 805 Q620 805 620 790 Z',
  })
  d.region('Far front leg', 'path', {
    d: 'M330 560 L400 560 L400 790 Q400 805 385 805 L345 805 Q330 805 330 790 Z',
  })
  d.region('Near back leg', 'path', {
    d: 'M560 560 L650 560 L652 805 Q652 825 632 825 L580 825 Q560 825 560 805 Z',
  })
  d.region('Near front leg', 'path', {
    d: 'M270 560 L360 560 L362 805 Q362 825 342 825 L290 825 Q270 825 270 805 Z',
  })
  for (const [leg, x] of [
    ['back', 560],
    ['front', 270],
  ]) {
    d.region(`Anklet on ${leg} leg`, 'rect', {
      x: x - 4,
      y: 735,
      width: 100,
      height: 26,
      rx: 8,
    })
    for (let i = 0; i < 3; i += 1) {
      d.region(`Toenail ${i + 1} on ${leg} leg`, 'ellipse', {
        cx: x + 22 + i * 23,
        cy: 815,
        rx: 10,
        ry: 7,
      })
    }
  }
  d.region('Tail', 'path', {
    d: 'M735 390 C775 430 782 520 768 575 L754 572 C765 520 758 440 722 405 Z',
  })
  d.region('Tail tuft', 'path', {
    d: pathD(leafCmds(50, 14, 0.3), place(761, 572, 175)),
  })
  d.region('Body', 'path', {
    d: 'M300 330 C360 245 570 235 670 300 C750 350 760 480 710 580 C690 620 630 630 570 625 L350 625 C300 605 270 420 300 330 Z',
  })
  // The blanket with a scalloped hem and tassels.
  const hem = []
  for (let x = 640; x > 380; x -= 26) hem.push(`A13 13 0 0 1 ${x - 26} 480`)
  d.region('Blanket', 'path', {
    d: `M400 262 C470 245 565 250 625 282 L640 480 ${hem.join(' ')} Z`,
  })
  d.region('Blanket border', 'path', {
    d: 'M425 285 C480 272 555 275 605 298 L614 455 L408 455 Z',
  })
  d.region('Blanket diamond', 'polygon', {
    points: polygonPoints([
      [510, 305],
      [575, 375],
      [510, 445],
      [445, 375],
    ]),
  })
  d.region('Blanket flower', 'path', { d: scallopD(510, 375, 26, 8) })
  for (let i = 0; i < 5; i += 1) {
    d.region(`Tassel ${i + 1}`, 'path', {
      d: pathD(leafCmds(40, 12, 0.4), place(405 + i * 52, 490, 180)),
    })
  }
  d.region('Head', 'path', {
    d: 'M140 300 C140 190 260 150 340 195 C400 230 410 330 380 400 C355 455 300 475 245 465 C185 455 140 390 140 300 Z',
  })
  d.region('Trunk', 'path', {
    d: 'M165 360 C140 450 128 560 148 650 C158 700 200 722 226 702 C242 690 234 668 216 670 C200 676 190 660 188 640 C180 560 200 480 250 440 Z',
  })
  d.region('Tusk', 'path', {
    d: 'M222 445 C185 490 160 505 125 505 C145 528 200 515 242 462 Z',
  })
  d.region('Forehead ornament', 'path', {
    d: 'M172 245 C195 200 262 190 292 212 L288 300 C268 355 232 395 206 420 C184 380 168 320 172 245 Z',
  })
  for (const [i, [x, y, r]] of [
    [232, 245, 18],
    [230, 300, 15],
    [222, 350, 12],
  ].entries()) {
    d.region(`Ornament jewel ${i + 1}`, 'circle', { cx: x, cy: y, r })
  }
  d.region('Ear', 'path', {
    d: 'M325 220 C395 200 448 250 443 330 C439 400 412 452 372 472 C350 482 334 466 340 445 C345 420 330 400 320 380 C308 330 310 260 325 220 Z',
  })
  d.region('Eye', 'ellipse', { cx: 293, cy: 332, rx: 12, ry: 8 })
  for (const [i, [x, y]] of [
    [310, 478],
    [345, 488],
    [380, 484],
  ].entries()) {
    d.region(`Bell ${i + 1}`, 'path', { d: bellD(x, y) })
  }
  d.line('M290 468 Q345 498 400 474', 3)
  for (const [i, x] of [90, 470, 730].entries()) {
    d.region(`Flower ${i + 1}`, 'path', { d: scallopD(x, 900, 26, 6) })
    d.region(`Flower ${i + 1} centre`, 'circle', { cx: x, cy: 900, r: 10 })
  }
  d.line(
    'M60 960 l10 -30 l10 30 M200 950 l10 -30 l10 30 M600 960 l10 -30 l10 30',
    3,
  )
  return d
}

/** A palm tree whose trunk stands at (x, y), leaning by `lean`. */
function palm(d, name, x, y, lean) {
  d.region(`${name} trunk`, 'path', {
    d: `M${x - 18} ${y} C${x - 10 + lean / 2} ${y - 150} ${x + lean - 12} ${y - 260} ${x + lean - 8} ${y - 340} L${x + lean + 8} ${y - 340} C${x + lean + 4} ${y - 260} ${x + 12 + lean / 2} ${y - 150} ${x + 18} ${y} Z`,
  })
  for (const [i, angle] of [-120, -75, -30, 30, 75, 120].entries()) {
    d.region(`${name} frond ${i + 1}`, 'path', {
      d: pathD(leafCmds(95, 20, 0.3), place(x + lean, y - 340, angle)),
    })
  }
  d.region(`${name} coconuts`, 'circle', { cx: x + lean, cy: y - 325, r: 16 })
}

function gopuram() {
  const d = drawing({
    id: 'gopuram',
    title: 'Temple Gopuram of Penugonda',
    desc: 'A tall temple tower (gopuram) with seven tiers of small shrines and pot-shaped finials on top, standing over the temple gateway between two palm trees.',
    stroke: 4,
  })
  d.region('Sun', 'circle', { cx: 110, cy: 110, r: 50 })
  d.region('Ground', 'rect', { x: 0, y: 900, width: 800, height: 100 })
  palm(d, 'Left palm', 92, 900, -6)
  palm(d, 'Right palm', 708, 900, 6)
  // The gateway.
  d.region('Gateway wall', 'rect', { x: 170, y: 650, width: 460, height: 250 })
  d.region('Gateway cornice', 'rect', {
    x: 155,
    y: 630,
    width: 490,
    height: 24,
    rx: 4,
  })
  for (const [i, x] of [200, 600].entries()) {
    d.region(`Pillar ${i + 1}`, 'rect', {
      x: x - 14,
      y: 654,
      width: 28,
      height: 246,
    })
  }
  for (const [i, x] of [255, 545].entries()) {
    d.region(`Gateway niche ${i + 1}`, 'path', { d: nicheD(x, 870, 56, 170) })
  }
  d.region('Doorway', 'path', { d: nicheD(400, 900, 140, 210) })
  d.region('Left door', 'path', {
    d: 'M342 900 L342 770 A58 58 0 0 1 398 712 L398 900 Z',
  })
  d.region('Right door', 'path', {
    d: 'M402 900 L402 712 A58 58 0 0 1 458 770 L458 900 Z',
  })
  for (const [i, w] of [200, 240, 280].entries()) {
    d.region(`Step ${i + 1}`, 'rect', {
      x: 400 - w / 2,
      y: 900 + i * 22,
      width: w,
      height: 22,
    })
  }
  // Seven tiers, each narrower than the one below it.
  const tiers = 7
  const tierH = 60
  let bottom = 630
  let half = 215
  for (let k = 0; k < tiers; k += 1) {
    const topHalf = half - 22
    const top = bottom - tierH
    d.region(`Tier ${k + 1}`, 'polygon', {
      points: polygonPoints([
        [400 - half, bottom],
        [400 + half, bottom],
        [400 + topHalf, top + 12],
        [400 - topHalf, top + 12],
      ]),
    })
    d.region(`Tier ${k + 1} ledge`, 'rect', {
      x: r1(400 - topHalf - 8),
      y: top,
      width: r1((topHalf + 8) * 2),
      height: 12,
      rx: 3,
    })
    const niches = Math.max(1, 5 - Math.floor(k / 2))
    const span = ((half + topHalf) / 2) * 0.72
    for (let n = 0; n < niches; n += 1) {
      const x = niches === 1 ? 400 : 400 - span + (n * 2 * span) / (niches - 1)
      d.region(`Tier ${k + 1} shrine ${n + 1}`, 'path', {
        d: nicheD(x, bottom - 6, 26, 36),
      })
    }
    bottom = top
    half = topHalf
  }
  // The barrel-vaulted crown with five finials.
  const crownBottom = bottom
  d.region('Crown', 'path', {
    d: `M300 ${crownBottom} L300 ${crownBottom - 40} C300 ${crownBottom - 90} 340 ${crownBottom - 90} 350 ${crownBottom - 70} L450 ${crownBottom - 70} C460 ${crownBottom - 90} 500 ${crownBottom - 90} 500 ${crownBottom - 40} L500 ${crownBottom} Z`,
  })
  d.region('Crown window', 'path', { d: nicheD(400, crownBottom - 8, 50, 50) })
  for (let i = 0; i < 5; i += 1) {
    const x = 330 + i * 35
    const y = crownBottom - 70
    d.region(`Finial ${i + 1}`, 'path', {
      d: `M${x - 9} ${y} C${x - 14} ${y - 14} ${x - 8} ${y - 24} ${x} ${y - 26} C${x + 8} ${y - 24} ${x + 14} ${y - 14} ${x + 9} ${y} Z`,
    })
    d.region(`Finial ${i + 1} tip`, 'polygon', {
      points: polygonPoints([
        [x - 5, y - 25],
        [x + 5, y - 25],
        [x, y - 46],
      ]),
    })
  }
  d.line(
    'M560 150 q15 -12 30 0 q15 -12 30 0 M620 210 q12 -10 24 0 q12 -10 24 0',
    3,
  )
  return d
}

// ------------------------------------------- Printables for 'Share Your Artwork'

function festiveFrame() {
  const d = drawing({
    id: 'festive-frame',
    title: 'Festive Frame',
    desc: 'A border of flowers around an empty space for your own festival picture.',
    stroke: 5,
  })
  d.region('Frame', 'rect', { x: 30, y: 30, width: 740, height: 940, rx: 20 })
  d.region('Your picture', 'rect', {
    x: 100,
    y: 100,
    width: 600,
    height: 800,
    rx: 10,
  })
  const spots = []
  for (let x = 65; x <= 735; x += 67) spots.push([x, 65], [x, 935])
  for (let y = 132; y <= 868; y += 67) spots.push([65, y], [735, y])
  spots.forEach(([x, y], i) => {
    d.region(`Border flower ${i + 1}`, 'path', { d: scallopD(x, y, 24, 6) })
    d.region(`Border flower ${i + 1} centre`, 'circle', { cx: x, cy: y, r: 8 })
  })
  return d
}

function giftCard() {
  const d = drawing({
    id: 'gift-card',
    title: 'Gift Card',
    desc: 'A card with a lotus to color and lines to write who it is for and who it is from.',
    stroke: 6,
  })
  d.region('Card border', 'rect', {
    x: 40,
    y: 40,
    width: 720,
    height: 920,
    rx: 30,
  })
  d.region('Card', 'rect', { x: 80, y: 80, width: 640, height: 840, rx: 20 })
  for (const [name, angle] of [
    ['Left petal', -55],
    ['Right petal', 55],
    ['Inner left petal', -25],
    ['Inner right petal', 25],
    ['Middle petal', 0],
  ]) {
    d.region(name, 'path', {
      d: pathD(
        leafCmds(angle === 0 ? 260 : 220, 70, 0.35),
        place(400, 520, angle),
      ),
    })
  }
  d.region('Lotus base', 'ellipse', { cx: 400, cy: 525, rx: 110, ry: 26 })
  for (const [i, [x, y]] of [
    [80, 80],
    [720, 80],
    [720, 920],
    [80, 920],
  ].entries()) {
    d.region(`Corner flower ${i + 1}`, 'path', { d: scallopD(x, y, 34, 8) })
    d.region(`Corner flower ${i + 1} centre`, 'circle', { cx: x, cy: y, r: 12 })
  }
  d.text('With love', 400, 640, 64)
  d.text('To:', 140, 750, 40, 'start')
  d.line('M210 755 L660 755', 3)
  d.text('From:', 140, 850, 40, 'start')
  d.line('M250 855 L660 855', 3)
  return d
}

export const PRINTABLES = [festiveFrame, giftCard]

export const PAGES = [
  diya,
  kite,
  lotus,
  kalash,
  toran,
  ugadi,
  muggu,
  elephant,
  gopuram,
]

const fileNames = new Map([
  [festiveFrame, 'festive-frame'],
  [giftCard, 'gift-card'],
])

await mkdir(OUT, { recursive: true })
for (const make of [...PAGES, ...PRINTABLES]) {
  const d = make()
  const name = fileNames.get(make) ?? make.name
  await writeFile(path.join(OUT, `${name}.svg`), d.svg())
  console.log(`${name}.svg: ${d.count} regions`)
}
