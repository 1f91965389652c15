// `npm run bench:first-action`: how soon a first tap answers, as a curve
// (docs/bench.md; issue 46). On the production build (dist/, served by vite
// preview), a tablet (820×1180, touch), the network unthrottled, the CPU
// slowed through the DevTools protocol at the bench's calibrated rate
// (benchmarkIndex / 440; --slowdown=N to fix it), the audio service inside the
// browser as on Android (TABLET_FLAGS, decision 088): the visitor taps a target
// (TARGETS below: Play on /games and /te/games, the home menu and a
// highlight card, the gotra search and a tree node) 0.5, 1, 2, 3 and 5 s
// after the page has loaded (--at= and --targets= choose), timed from the
// tap (the pointerdown's own time stamp) to the end of the first frame that
// shows its effect. A tap nothing answers is counted, not a crash. Two
// visits, in
// alternating order:
//
//   first visit  a fresh profile: the page as a new visitor gets it;
//   returning    a profile that has been here (the site's state stored, the
//                browser's cache, its compiled code and the service worker
//                warm).
//
// Each visit is a browser of its own with a profile on disk, as a family's
// is (openVisit, decision 092), not an incognito one.
//
// Budgets: first visit ≤ 300 ms, returning ≤ 150 ms, each judged by the 95 %
// interval of the mean (benchInterval.ts); it stops once both intervals are
// on one side of their budgets (3 rounds at least) or at 12. Writes
// bench/first-action.md (part of bench/results.md) unless --no-write. Exits 1
// only when a budget is "missed". Not part of `npm test`.
import { writeFileSync } from 'node:fs'

import { chromium } from '@playwright/test'
import * as prettier from 'prettier'
import { preview, runnerImport } from 'vite'

import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  TABLET_FLAGS,
} from '../tools/chromium.mjs'
import { calibrate } from './benchLighthouse.mjs'
import { openVisit, TABLET } from './visitBefore.mjs'

/** @type {{ module: import('./benchInterval.ts') }} */
const { module: interval } = await runnerImport(
  './scripts/bench/benchInterval.ts',
  {
    configFile: false,
    logLevel: 'error',
  },
)

const PORT = Number(process.env.FIRST_ACTION_PORT ?? 4181)
const ORIGIN = `http://localhost:${PORT}`
const BUDGETS = { first: 300, returning: 150 }
const TITLES = {
  first: 'first visit (a fresh profile)',
  returning: 'returning (state stored, cache warm)',
}
const args = process.argv.slice(2)
const slowdownArg = args.find((arg) => arg.startsWith('--slowdown='))
const roundsArg = args.find((arg) => arg.startsWith('--max-rounds='))
const MAX_ROUNDS = roundsArg ? Number(roundsArg.split('=')[1]) : 12
const compareArg = args.find((arg) => arg.startsWith('--compare='))
// `--press=MS`: the finger stays down MS before it lifts, as a child's does
// (about a tenth of a second); by default it lifts at once.
const pressArg = args.find((arg) => arg.startsWith('--press='))
const PRESS_MS = pressArg ? Number(pressArg.split('=')[1]) : 0
const write =
  !args.includes('--no-write') &&
  !roundsArg &&
  !compareArg &&
  !args.some((arg) => arg.startsWith('--targets=') || arg.startsWith('--at='))

/**
 * What a tap must do, per page: where the visitor taps (a role and name,
 * found on an unthrottled copy of the page first, so the throttled page is
 * not asked anything before the tap) and the effect the next frame shows.
 */
const TARGETS = {
  games: {
    path: '/games',
    role: 'button',
    name: 'Play Cultural Quiz Challenge',
    effect: 'game',
  },
  'te-games': {
    path: '/te/games',
    role: 'button',
    name: 'సంస్కృతి క్విజ్ సవాలు ఆడండి',
    effect: 'game',
  },
  'home-menu': {
    path: '/',
    role: 'button',
    name: 'Open menu',
    effect: 'expanded',
  },
  'gotras-search': {
    path: '/gotras',
    role: 'searchbox',
    name: 'Search for a gotra',
    effect: 'focused',
  },
}

/**
 * In the page, from its start (an init script): the tap's time (the
 * pointerdown's own time stamp), and the end of the first frame in which the
 * tap's effect is on the page (a task queued from the frame's animation
 * callback runs once that frame has been produced). Effects: `game`, a game
 * shell visible (games drawn ahead are hidden); `expanded`, the tapped
 * control says it is open; `focused`, the tapped field has the focus.
 */
function watchForEffect(effect) {
  const state = {
    tapAt: null,
    liftAt: null,
    shownAt: null,
    signAt: null,
    control: null,
  }
  // Settles once the effect is shown: the bench waits on it through the
  // DevTools protocol (answered, below).
  state.answered = new Promise((resolve) => {
    state.answer = resolve
  })
  window.__firstAction = state
  addEventListener(
    'pointerdown',
    (event) => {
      state.tapAt ??= event.timeStamp
      // The control, found now: the element under the finger may be its
      // icon, which the tap itself replaces (the menu's icon becomes a
      // cross), and a removed element has no button around it.
      state.control ??= event.target?.closest?.('button, input') ?? null
    },
    { capture: true },
  )
  // The lift: a button acts on the click it makes, a field takes the focus
  // at the tap it ends.
  addEventListener(
    'pointerup',
    (event) => {
      if (state.tapAt !== null) state.liftAt ??= event.timeStamp
    },
    { capture: true },
  )
  const control = () => state.control
  const shown = {
    game: () =>
      [...document.querySelectorAll('[data-game-shell]')].some((shell) =>
        shell.checkVisibility(),
      ),
    expanded: () =>
      control()?.isConnected &&
      document.querySelector('[aria-expanded="true"]') !== null,
    focused: () =>
      document.activeElement !== null && document.activeElement === control(),
  }[effect]
  // The first sign: the first frame in which the control shows it took the
  // tap (held, decision 089: `data-held`) or its effect is there.
  const held = () => control()?.hasAttribute('data-held') === true
  const channel = new MessageChannel()
  channel.port1.onmessage = ({ data }) => {
    const now = performance.now()
    state.signAt ??= now
    if (data !== 'shown') return
    state.shownAt ??= now
    state.answer()
  }
  const frame = () => {
    if (state.shownAt !== null) return
    if (state.tapAt !== null && shown()) {
      channel.port2.postMessage('shown')
      return
    }
    if (state.tapAt !== null && state.signAt === null && held()) {
      channel.port2.postMessage('sign')
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

/** How long a tap is waited for before it counts as lost. */
const LOST_AFTER_MS = 15_000

/**
 * Resolves true once the page has shown the tap's effect, false after
 * LOST_AFTER_MS. Asked through the DevTools protocol, not Playwright's
 * `waitForFunction`: that first puts Playwright's own page script (about
 * 330 kB) into the page, whose evaluation, 50 to 75 ms at 4×, fell between
 * the tap and its answer.
 */
async function tapAnswered(cdp) {
  let timer
  const lost = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), LOST_AFTER_MS)
  })
  const shown = cdp
    .send('Runtime.evaluate', {
      expression: 'window.__firstAction.answered.then(() => true)',
      awaitPromise: true,
      returnByValue: true,
    })
    .then(
      ({ result }) => result.value === true,
      // The visit closed while it waited: the tap was lost.
      () => false,
    )
  try {
    return await Promise.race([shown, lost])
  } finally {
    clearTimeout(timer)
  }
}

/** Where each target is on the tablet, read once on an unthrottled page. */
async function placeTargets(browser, names, origin) {
  const context = await browser.newContext({
    viewport: TABLET,
    hasTouch: true,
    isMobile: true,
  })
  const places = {}
  try {
    const page = await context.newPage()
    for (const name of names) {
      const { path, role, name: label } = TARGETS[name]
      await page.goto(`${origin}${path}`, { waitUntil: 'load' })
      const box = await page.getByRole(role, { name: label }).boundingBox()
      if (!box || box.y + box.height > TABLET.height) {
        throw new Error(`${name}: the target is not on the first screen`)
      }
      places[name] = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    }
  } finally {
    await context.close()
  }
  return places
}

/**
 * One visit: the page loaded at `slowdown`× CPU, the target tapped `atMs`
 * after the load event (nothing asked of the page in between); returns the
 * milliseconds from the tap to the frame that shows its effect (`effect`),
 * and to the first frame that shows the tap was taken (`sign`: the control
 * marked as holding it, or the effect itself).
 */
async function tapAfterLoad(
  { name, place, atMs, returning, slowdown },
  origin = ORIGIN,
) {
  const { path, effect } = TARGETS[name]
  const { context, close } = await openVisit(`${origin}${path}`, { returning })
  try {
    const page = await context.newPage()
    await page.addInitScript(watchForEffect, effect)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    await page.goto(`${origin}${path}`, { waitUntil: 'load' })
    // The moment of the tap is the point of this bench: a fixed wait.
    await page.waitForTimeout(atMs)
    if (PRESS_MS > 0) {
      // The lift comes PRESS_MS after the finger went down, however long
      // the page takes to handle the press (the protocol answers a touch
      // once the page has handled it): a fixed wait is the point here.
      const down = cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: place.x, y: place.y }],
      })
      await new Promise((resolve) => setTimeout(resolve, PRESS_MS))
      await Promise.all([
        down,
        cdp.send('Input.dispatchTouchEvent', {
          type: 'touchEnd',
          touchPoints: [],
        }),
      ])
    } else {
      await page.touchscreen.tap(place.x, place.y)
    }
    const answered = await tapAnswered(cdp)
    if (!answered) {
      // A tap nothing answers (lost before the app ran) counts as a wait
      // of LOST_AFTER_MS: a child taps again long before.
      process.stderr.write(`first-action: ${name}: a tap never answered\n`)
      return { effect: LOST_AFTER_MS, sign: LOST_AFTER_MS }
    }
    const { tapAt, liftAt, shownAt, signAt } = await page.evaluate(() => ({
      tapAt: window.__firstAction.tapAt,
      liftAt: window.__firstAction.liftAt,
      shownAt: window.__firstAction.shownAt,
      signAt: window.__firstAction.signAt,
    }))
    // A held finger: the effect is timed from the lift. On a touch screen
    // a button acts on the click the lift makes, and a field takes the
    // focus at the tap the lift ends (the compatibility mousedown), as
    // Event Timing times them. A tap that lifts at once is timed from the
    // press: its lift is sent only once the page has taken the press. The
    // first sign is the sooner of the control's mark, timed from the press
    // it answers, and the effect, timed as above.
    const from = PRESS_MS > 0 && liftAt !== null ? liftAt : tapAt
    const effectMs = shownAt - from
    const sign =
      signAt < shownAt ? Math.min(signAt - tapAt, effectMs) : effectMs
    return { effect: effectMs, sign }
  } finally {
    await close()
  }
}

const kb = (value) => Math.round(value)
const format = (check) => {
  const { estimate, low, high } = check
  const bound = (v) => (Number.isFinite(v) ? `${kb(v)}` : v < 0 ? '−∞' : '+∞')
  return `${kb(estimate)} ms [${bound(low)}, ${bound(high)}]`
}

/** Every point of the curve: a target, a moment after load, a visit. */
function pointsOf(targets, moments) {
  return targets.flatMap((name) =>
    moments.flatMap((atMs) =>
      ['first', 'returning'].map((visit) => ({
        key: `${name} ${atMs} ${visit}`,
        name,
        atMs,
        visit,
      })),
    ),
  )
}

function judge(points, samples) {
  return points.map((point) => {
    const values = samples.get(point.key)
    const range = interval.meanInterval(values)
    return {
      ...point,
      values,
      range,
      verdict: interval.verdict(range, BUDGETS[point.visit]),
    }
  })
}

function render(result, calibration, slowdown) {
  const rows = result.map(
    ({ name, atMs, visit, range, verdict, values, sign }) =>
      `| ${TARGETS[name].path} (${name}) | ${atMs / 1000} s | ${TITLES[visit]} | ≤ ${BUDGETS[visit]} ms | ${values.length} | ${format(range)} | ${verdict} | ${format(sign)} | ${values.map(kb).join(', ')} |`,
  )
  const pass = result.every(({ verdict }) => verdict !== 'missed')
  return [
    `## The first tap, at each moment after load: ${pass ? 'PASS' : 'FAIL'}`,
    '',
    `Date: ${new Date().toISOString()}. \`npm run bench:first-action\`: a ` +
      'tablet (820×1180, touch), network unthrottled, the CPU slowed ' +
      `${slowdown}× through the DevTools protocol` +
      (calibration
        ? ` (calibrated: benchmarkIndex ${calibration.benchmarkIndex}: ${calibration.readings.map(Math.round).join(', ')})`
        : '') +
      '; the target tapped the given time after the load event' +
      (PRESS_MS > 0
        ? ` by a finger down ${PRESS_MS} ms before it lifts, as a child's is (its effect timed from the lift, which makes the click and gives the focus; a control's mark from the press)`
        : ' by a finger that lifts at once') +
      ', timed from ' +
      'the tap (its pointerdown) to the end of the first frame showing its ' +
      'effect (a game: its shell on screen; the menu: open; the search ' +
      'field: focused). 95 % interval of the mean; only "missed" fails. ' +
      'The first sign, not judged, is the first frame that shows the tap ' +
      'was taken: its control marked as holding it (decisions 089 and ' +
      '101) or its effect.',
    '',
    '| Page (target) | Tap after load | Visit | Budget | Rounds | Mean, 95 % CI | Verdict | First sign, 95 % CI | Every tap (ms) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}

/**
 * `--compare=DIR`: this build (A) against another build's dist/ (B), each
 * point's two loads interleaved (the order alternating by round),
 * MAX_ROUNDS rounds; prints each point's interval of B − A (Welch).
 * `--against-itself` compares this build with itself (the A/A test).
 * Writes nothing.
 */
async function compare(browser, config, otherDir) {
  const other = await preview({
    build: { outDir: otherDir },
    preview: { port: PORT + 1, strictPort: true, host: 'localhost' },
    logLevel: 'error',
  })
  const origins = { A: ORIGIN, B: `http://localhost:${PORT + 1}` }
  const places = await placeTargets(browser, config.targets, ORIGIN)
  const points = pointsOf(config.targets, config.moments)
  const samples = new Map(
    points.map(({ key }) => [
      key,
      { effect: { A: [], B: [] }, sign: { A: [], B: [] } },
    ]),
  )
  try {
    for (let round = 1; round <= MAX_ROUNDS; round++) {
      const builds = round % 2 === 1 ? ['A', 'B'] : ['B', 'A']
      for (const point of points) {
        const kept = samples.get(point.key)
        for (const build of builds) {
          const { effect, sign } = await tapAfterLoad(
            {
              ...point,
              place: places[point.name],
              returning: point.visit === 'returning',
              slowdown: config.slowdown,
            },
            origins[build],
          )
          kept.effect[build].push(effect)
          kept.sign[build].push(sign)
        }
        for (const measure of ['effect', 'sign']) {
          const { A, B } = kept[measure]
          process.stderr.write(
            `first-action: round ${round} ${point.key} (${measure}): B − A ` +
              `${format(interval.differenceInterval(B, A))}; ` +
              `A ${A.map(kb).join(', ')}; B ${B.map(kb).join(', ')}\n`,
          )
        }
      }
    }
  } finally {
    await other.close()
  }
}

const listArg = (name, fallback) => {
  const arg = args.find((each) => each.startsWith(`--${name}=`))
  return arg ? arg.split('=')[1].split(',') : fallback
}
const targets = listArg('targets', Object.keys(TARGETS))
for (const name of targets) {
  if (!TARGETS[name]) throw new Error(`No target ${name}`)
}
const moments = listArg('at', ['0.5', '1', '2', '3', '5']).map(
  (seconds) => Number(seconds) * 1000,
)

const server = await preview({
  preview: { port: PORT, strictPort: true, host: 'localhost' },
  logLevel: 'error',
})
let calibration = null
let slowdown
if (slowdownArg) slowdown = Number(slowdownArg.split('=')[1])
else {
  calibration = await calibrate(`${ORIGIN}/`, (message) =>
    process.stderr.write(`first-action: ${message}\n`),
  )
  slowdown = calibration.cpuSlowdownMultiplier
}
if (!(slowdown >= 1)) throw new Error('--slowdown must be a number ≥ 1')
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, ...TABLET_FLAGS],
})
let pass = true
try {
  if (compareArg || args.includes('--against-itself')) {
    await compare(
      browser,
      { targets, moments, slowdown },
      compareArg ? compareArg.split('=')[1] : 'dist',
    )
    await browser.close()
    await server.close()
    process.exit(0)
  }
  const places = await placeTargets(browser, targets, ORIGIN)
  const points = pointsOf(targets, moments)
  const samples = new Map(points.map(({ key }) => [key, []]))
  const signs = new Map(points.map(({ key }) => [key, []]))
  let open = points
  for (let round = 1; open.length > 0; round++) {
    // Each round visits the points still unresolved, in an order that
    // alternates, so a busy minute of the machine is shared among them.
    const order = round % 2 === 1 ? open : [...open].reverse()
    for (const point of order) {
      const { effect, sign } = await tapAfterLoad({
        ...point,
        place: places[point.name],
        returning: point.visit === 'returning',
        slowdown,
      })
      samples.get(point.key).push(effect)
      signs.get(point.key).push(sign)
    }
    const result = judge(open, samples)
    for (const { key, range, verdict } of result) {
      process.stderr.write(
        `first-action: round ${round}: ${key} ${format(range)} ${verdict}\n`,
      )
    }
    open = result
      .filter(
        ({ verdict }) =>
          !interval.shouldStop(round, [verdict], { max: MAX_ROUNDS }),
      )
      .map(({ key, name, atMs, visit }) => ({ key, name, atMs, visit }))
  }
  const result = judge(points, samples).map((point) => ({
    ...point,
    sign: interval.meanInterval(signs.get(point.key)),
  }))
  pass = result.every(({ verdict }) => verdict !== 'missed')
  const text = await prettier.format(render(result, calibration, slowdown), {
    parser: 'markdown',
  })
  console.log(text)
  if (write) writeFileSync('bench/first-action.md', text)
} finally {
  await browser.close()
  await server.close()
}
process.exit(pass ? 0 : 1)
