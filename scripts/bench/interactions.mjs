// `npm run bench:interactions`: every tap of a game within budget (issue 46,
// decision 082). On the production build (dist/, served by vite preview), a
// tablet (820×1180, touch), the network unthrottled, the CPU slowed 4× through
// the DevTools protocol (--slowdown=N to change it), the audio service inside
// the browser as on Android (TABLET_FLAGS, decision 088), each play in a
// browser of its own with a profile on disk (openVisit, decision 092), each
// of the seven games on /games is played by touch for a whole round, as the
// e2e specs play it (e2e/games-tablet.spec.ts, e2e/puzzles.spec.ts): its Play
// on the menu, then every tap (the quiz: Start, each answer and Next; memory:
// every card; the matching games: an item then its partner; the story: a
// choice a chapter; the jigsaw: each piece slid onto its place; the word
// search: each word's first and last letters).
//
// Each tap's latency is the page's own: its Event Timing entries
// (PerformanceObserver, type `event`, durationThreshold 16) grouped by
// interactionId, the longest entry of each interaction (what INP takes). A
// tap with no entry took under 16 ms and counts as 16. Per round (a whole
// play of every game) and game: p75, p98 and the slowest tap; overall, the
// same over every tap of the round. Budgets at 4×: p98 ≤ 200 ms, p75 ≤ 100 ms,
// no tap over 300 ms, each judged by the 95 % interval of the mean across
// rounds (benchInterval.ts); it stops once every interval is on one side of
// its budget (3 rounds at least) or at --max-rounds (12). Writes
// bench/interactions.md unless --no-write. Exits 1 only when a budget is
// "missed". Not part of `npm test`.
//
//   --against-itself   this build against a second server of itself (A/A),
//                      interleaved; prints B − A of the overall figures.
//   --compare=DIR      this build (A) against another build's dist/ (B);
//                      also B − A of each game's last tap (its result).
//   --profile[=N]      one round with a CPU profile around each tap; prints
//                      where the N slowest taps (default 8) spent their time.
//   --trace[=N]        the same with a Chrome trace instead: the browser's
//                      own work (style, layout, paint) by kind, and how many
//                      elements each slow tap restyled and laid out.
//   --games=a,b        only these games (keys of GAMES).
//   --returning        each play a returning visit: the browser has been to
//                      /games before (state, cache, compiled code, service
//                      worker warm).
//
// A run of record also plays two floors each round, reported and not
// judged: a plain page's one button (the harness's floor, decision 088),
// and each game's Play on a copy of the menu with no scripts, which puts
// that game's screen in as plain HTML (decision 097): what a Play tap
// costs over it is the app's.
import { readFileSync, writeFileSync } from 'node:fs'

import * as prettier from 'prettier'
import { preview, runnerImport } from 'vite'

import { openVisit } from './visitBefore.mjs'

const load = async (path) =>
  (await runnerImport(path, { configFile: false, logLevel: 'error' })).module
/** @type {import('./benchInterval.ts')} */
const interval = await load('./scripts/bench/benchInterval.ts')
/** @type {import('../../e2e/playGames.ts')} */
const play = await load('./e2e/playGames.ts')
/** @type {import('../../e2e/quizRound.ts')} */
const quizRound = await load('./e2e/quizRound.ts')
/** @type {import('../../e2e/matchingPairs.ts')} */
const matching = await load('./e2e/matchingPairs.ts')
/** @type {import('./traceSummary.ts')} */
const traces = await load('./scripts/bench/traceSummary.ts')

const PORT = Number(process.env.INTERACTIONS_PORT ?? 4185)
const ORIGIN = `http://localhost:${PORT}`
const BUDGETS = { p75: 100, p98: 200, max: 300 }
const METRICS = /** @type {const} */ (['p75', 'p98', 'max'])
/** The Event Timing threshold: a tap with no entry took less. */
const THRESHOLD_MS = 16
/** How long one step of a game is waited for (a busy machine, 4× CPU). */
const STEP_TIMEOUT_MS = 60_000

const args = process.argv.slice(2)
const option = (name) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
const slowdown = Number(option('slowdown') ?? 4)
if (!(slowdown >= 1)) throw new Error('--slowdown must be a number ≥ 1')
const MAX_ROUNDS = Number(option('max-rounds') ?? interval.MAX_ROUNDS)
const compareDir = option('compare')
const againstItself = args.includes('--against-itself')
// Each play in a browser that has been to /games before (decision 087).
const returning = args.includes('--returning')
const profileArg = args.find((arg) => arg.startsWith('--profile'))
const traceArg = args.find((arg) => arg.startsWith('--trace'))
const topArg = profileArg ?? traceArg
const PROFILE_TOP = topArg?.includes('=') ? Number(topArg.split('=')[1]) : 8
const write =
  !args.includes('--no-write') &&
  !compareDir &&
  !againstItself &&
  !topArg &&
  !option('games')

/**
 * In the page, from its start (an init script): every interaction's longest
 * Event Timing entry, and which tap of the bench began it (the label the
 * bench sets just before a tap, taken by the tap's pointerdown). Memory
 * cards' faces are noted as they turn up, so a face is known even if the
 * card turns back before the bench reads it.
 */
function watchInteractions(threshold) {
  const state = {
    next: null,
    taps: [],
    interactions: new Map(),
    faces: {},
  }
  window.__taps = state
  addEventListener(
    'pointerdown',
    (event) => {
      if (state.next === null) return
      state.taps.push({ at: event.timeStamp, label: state.next })
      state.next = null
    },
    { capture: true },
  )
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue
      const known = state.interactions.get(entry.interactionId)
      const row = {
        start: Math.min(entry.startTime, known?.start ?? Infinity),
        duration: Math.max(entry.duration, known?.duration ?? 0),
        // The longest entry's parts (INP's breakdown).
        ...(known && known.duration >= entry.duration
          ? {
              name: known.name,
              delay: known.delay,
              processing: known.processing,
            }
          : {
              name: entry.name,
              delay: entry.processingStart - entry.startTime,
              processing: entry.processingEnd - entry.processingStart,
            }),
      }
      state.interactions.set(entry.interactionId, row)
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true })
  new MutationObserver((records) => {
    for (const { target } of records) {
      const match = /^Card (\d+), ([^,]+)/.exec(
        target.getAttribute?.('aria-label') ?? '',
      )
      if (match && match[2] !== 'face down') state.faces[match[1]] = match[2]
    }
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  })
}

/** Every tap of the page so far: its label and latency (ms). */
async function tapsOf(page) {
  // Entries come after the frame that follows the tap: let it be painted.
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => done())),
      ),
  )
  await page.waitForTimeout(300)
  return page.evaluate((threshold) => {
    const { taps, interactions } = window.__taps
    const rows = [...interactions.values()]
    return taps.map(({ at, label }, index) => {
      const until = taps[index + 1]?.at ?? Infinity
      const own = rows.filter((row) => row.start >= at - 1 && row.start < until)
      if (own.length === 0) return { label, duration: threshold, under: true }
      const worst = own.reduce((a, b) => (b.duration > a.duration ? b : a))
      return { label, ...worst, under: false }
    })
  }, THRESHOLD_MS)
}

/**
 * The CPU profiler (--profile) or a Chrome trace (--trace) around each tap:
 * started just before the tap, stopped once its interaction's entry is in
 * (or 2 s on: a tap under 16 ms has none).
 */
const profiling = { cdp: null, tracing: null, profiles: [] }
const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
]

/** A Chrome trace of the page through its DevTools session: its events. */
function chromeTrace(cdp) {
  let events = []
  const collect = ({ value }) => events.push(...value)
  return {
    async start() {
      events = []
      cdp.on('Tracing.dataCollected', collect)
      await cdp.send('Tracing.start', {
        categories: TRACE_CATEGORIES.join(','),
        transferMode: 'ReportEvents',
      })
    },
    async stop() {
      const complete = new Promise((done) =>
        cdp.once('Tracing.tracingComplete', done),
      )
      await cdp.send('Tracing.end')
      await complete
      cdp.off('Tracing.dataCollected', collect)
      return events
    },
  }
}

async function labelled(page, label, act) {
  await page.evaluate((name) => {
    window.__taps.next = name
  }, label)
  const { cdp, tracing } = profiling
  if (cdp) await cdp.send('Profiler.start')
  if (tracing) await tracing.start()
  await act()
  if (!cdp && !tracing) return
  await page
    .waitForFunction(
      () => {
        const { taps, interactions } = window.__taps
        const at = taps.at(-1)?.at ?? Infinity
        return [...interactions.values()].some((row) => row.start >= at - 1)
      },
      undefined,
      { timeout: 2000 },
    )
    .catch(() => {})
  if (cdp) profiling.profiles.push((await cdp.send('Profiler.stop')).profile)
  if (tracing) {
    profiling.profiles.push(traces.summariseTrace(await tracing.stop()))
  }
}

/** A tap on `locator`, labelled for the report. */
async function tap(page, label, locator) {
  await locator.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS })
  await labelled(page, label, () => locator.tap({ timeout: STEP_TIMEOUT_MS }))
}

/** A finger slid from one point to another, labelled for the report. */
async function slide(page, label, from, to) {
  await labelled(page, label, () => play.touchSwipe(page, from, to))
}

const waitFor = (locator) =>
  locator.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS })

/** Opens a game from the menu by its Play button; its region. */
async function openGame(page, title) {
  await tap(
    page,
    'Play (menu)',
    page.getByRole('button', { name: `Play ${title}` }),
  )
  const game = page.getByRole('region', { name: title })
  await waitFor(game.getByRole('heading', { level: 2, name: title }))
  return game
}

/**
 * The harness's own floor (decision 088): a page with one plain button that
 * counts its taps, tapped as the games are. What a tap costs here is the
 * browser, the machine and Playwright's touch, not the site: every game's
 * figures sit on it. Measured each round, reported beside the games, not
 * judged.
 */
const PLAIN_PAGE =
  '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width">' +
  '<title>A plain button</title><button type="button" style="font-size:2rem;padding:2rem">Tap me</button>' +
  '<p>Tapped 0</p><script>let taps = 0; document.querySelector("button").onclick = () => ' +
  '{ taps += 1; document.querySelector("p").textContent = "Tapped " + taps }</script></html>'
const PLAIN_TAPS = 20

/** The games, each played through one round by touch. */
const GAMES = {
  plain: {
    title: 'A plain button (the floor, not judged)',
    // Its own page, not the menu: nothing of the site is loaded.
    async open(page, origin) {
      const url = `${origin}/__plain-button`
      await page.route(url, (route) =>
        route.fulfill({ contentType: 'text/html', body: PLAIN_PAGE }),
      )
      await page.goto(url, { waitUntil: 'load' })
    },
    async play(page) {
      const button = page.getByRole('button', { name: 'Tap me' })
      for (let count = 1; count <= PLAIN_TAPS; count += 1) {
        await tap(page, 'a plain button', button)
        await waitFor(page.getByText(`Tapped ${count}`, { exact: true }))
      }
    },
  },
  quiz: {
    title: 'Cultural Quiz Challenge',
    async play(page) {
      const game = await openGame(page, this.title)
      await tap(
        page,
        'Start',
        page.getByRole('button', { name: 'Start the quiz' }),
      )
      const answers = game.getByRole('list', { name: 'Answers' })
      for (let index = 0; index < quizRound.QUIZ_ROUND_SIZE; index += 1) {
        const question = await quizRound.shownQuestion(page)
        // Mostly right, as a child who knows a little: one in four wrong.
        const choice =
          index % 4 === 3 ? (question.correct + 1) % 4 : question.correct
        const answer = answers.getByRole('button', {
          name: question.options[choice],
          exact: true,
        })
        await tap(page, 'an answer', answer)
        const last = index === quizRound.QUIZ_ROUND_SIZE - 1
        await tap(
          page,
          last ? 'See my score' : 'Next question',
          play.quizNext(page, last),
        )
      }
      await waitFor(page.getByRole('heading', { name: /^You scored / }))
    },
  },
  memory: {
    title: 'Memory Challenge',
    async play(page) {
      await openGame(page, this.title)
      const cards = play.memoryCards(page)
      await cards.nth(15).waitFor({ timeout: STEP_TIMEOUT_MS })
      const faceOf = async (index) => {
        await page.waitForFunction(
          (i) => window.__taps.faces[String(i + 1)] !== undefined,
          index,
          { timeout: STEP_TIMEOUT_MS },
        )
        return page.evaluate((i) => window.__taps.faces[String(i + 1)], index)
      }
      const seen = new Map()
      const matched = new Set()
      const partnerOf = (index, name) =>
        [...seen].find(
          ([i, n]) => n === name && i !== index && !matched.has(i),
        )?.[0]
      const cardsAre = (pair, ending) =>
        page.waitForFunction(
          ([indexes, end]) =>
            indexes.every((i) =>
              document
                .querySelector(`[aria-label^="Card ${i + 1},"]`)
                ?.getAttribute('aria-label')
                ?.endsWith(end),
            ),
          [pair, ending],
          { timeout: STEP_TIMEOUT_MS },
        )
      // A turn: card `a`, then its remembered partner, or else `next`.
      const turn = async (a, next) => {
        await tap(page, 'a card', cards.nth(a))
        seen.set(a, await faceOf(a))
        const b = partnerOf(a, seen.get(a)) ?? next
        await tap(page, 'a card', cards.nth(b))
        seen.set(b, await faceOf(b))
        if (seen.get(a) === seen.get(b)) {
          matched.add(a).add(b)
          await cardsAre([a, b], ', matched')
        } else {
          // A child waits for the two cards to turn back.
          await cardsAre([a, b], 'face down')
        }
      }
      while (matched.size < 16) {
        const known = [...seen].find(
          ([i, n]) => !matched.has(i) && partnerOf(i, n) !== undefined,
        )
        if (known) {
          await turn(known[0], partnerOf(known[0], known[1]))
          continue
        }
        const [first, second] = [...Array(16).keys()].filter(
          (i) => !seen.has(i) && !matched.has(i),
        )
        await turn(first, second)
      }
      await waitFor(
        page.getByRole('heading', {
          name: /^(Amazing memory!|Great job!|Well done!)$/,
        }),
      )
    },
  },
  festival: {
    title: 'Festival Matching',
    async play(page) {
      await playMatching(page, await openGame(page, this.title), this.title)
    },
  },
  hero: {
    title: 'Hero Matching',
    async play(page) {
      await playMatching(page, await openGame(page, this.title), this.title)
    },
  },
  story: {
    title: 'Hero Story Builder',
    async play(page) {
      const story = await openGame(page, this.title)
      for (let chapter = 1; chapter <= 3; chapter += 1) {
        await waitFor(
          story.getByText(`Chapter ${chapter} of 3`, { exact: true }),
        )
        await tap(
          page,
          'a choice',
          story.getByRole('listitem').getByRole('button').first(),
        )
      }
      await waitFor(page.getByRole('heading', { name: 'Your Hero Story' }))
    },
  },
  jigsaw: {
    title: 'Jigsaw Puzzle',
    async play(page) {
      const game = await openGame(page, this.title)
      const { board, tray, status } = play.jigsawParts(game)
      await tap(
        page,
        'a size',
        game.getByText('5 to 7: 3 × 3', { exact: true }),
      )
      await tray
        .getByRole('button')
        .nth(8)
        .waitFor({ timeout: STEP_TIMEOUT_MS })
      for (let placed = 1; placed <= 9; placed += 1) {
        await board.evaluate((el) => el.scrollIntoView({ block: 'center' }))
        const area = await board.boundingBox()
        if (!area) throw new Error('No board')
        const piece = tray.getByRole('button').first()
        const { col, row } = await play.homeOfPiece(piece, 3)
        await slide(page, 'a piece slid home', await play.centre(piece), {
          x: area.x + ((col + 0.5) * area.width) / 3,
          y: area.y + ((row + 0.5) * area.height) / 3,
        })
        await waitFor(
          status.getByText(`${placed} of 9 pieces in place.`, {
            exact: false,
          }),
        )
      }
      await waitFor(page.getByRole('heading', { name: 'Puzzle complete!' }))
    },
  },
  wordSearch: {
    title: 'Word Search',
    async play(page) {
      const game = await openGame(page, this.title)
      const grid = game.getByRole('grid', { name: 'Letter grid' })
      const cells = grid.getByRole('button')
      await cells.nth(99).waitFor({ timeout: STEP_TIMEOUT_MS })
      const size = Math.round(Math.sqrt(await cells.count()))
      const words = await game
        .getByRole('region', { name: 'Words to find' })
        .locator('li .sr-only')
        .allTextContents()
      const letters = await play.gridLetters(grid, size)
      for (const [index, word] of words.entries()) {
        const { first, last } = play.findInGrid(letters, word)
        await tap(page, 'a first letter', play.letterCell(grid, size, first))
        await tap(page, 'a last letter', play.letterCell(grid, size, last))
        await waitFor(
          game
            .getByRole('status')
            .getByText(`${index + 1} of ${words.length} words`, {
              exact: false,
            }),
        )
      }
      await waitFor(
        page.getByRole('heading', { name: 'You found every word!' }),
      )
    },
  },
}

/** One round of a matching game: an item, then its partner, four times. */
async function playMatching(page, game, title) {
  const { left } = matching.matchingColumns(game)
  const items = left.getByRole('button')
  await items.nth(3).waitFor({ timeout: STEP_TIMEOUT_MS })
  const names = (await items.allTextContents()).map((text) => text.trim())
  const all = matching.pairsOf(title)
  for (const [index, name] of names.entries()) {
    const pair = all.find((p) => p.left === name)
    if (!pair) throw new Error(`"${name}" is not a pair of ${title}`)
    await tap(page, 'an item', items.filter({ hasText: pair.left }))
    await tap(
      page,
      'its partner',
      game.getByRole('button', { name: pair.right, exact: true }),
    )
    await waitFor(game.getByText(`Matches: ${index + 1}/4`, { exact: true }))
  }
  await waitFor(page.getByRole('heading', { name: 'Perfect Match!' }))
}

/** The games menu loaded, the app live and the browser idle. */
async function openMenu(page, origin) {
  await page.goto(`${origin}/games`, { waitUntil: 'load' })
  await page
    .locator('html[data-app="live"]')
    .waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS })
  // The start-up is the first-tap bench's: the game is played after it.
  await browserIdle(page)
}

/** Until the page's next idle moment (at most 10 s). */
const browserIdle = (page) =>
  page.evaluate(
    () => new Promise((done) => requestIdleCallback(done, { timeout: 10_000 })),
  )

/**
 * One play of one game on a fresh tablet at `slowdown`×: its page opened
 * (the menu, `openMenu`, unless the entry has its own), then every tap of a
 * round. Returns each
 * tap's label and latency, and the CPU profiles around each tap if asked.
 */
async function playOnce(name, origin, { profile = false, trace = false } = {}) {
  const { open = openMenu } = GAMES[name]
  const { context, close } = await openVisit(`${origin}/games`, {
    returning: returning && open === openMenu,
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(watchInteractions, THRESHOLD_MS)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    await open(page, origin)
    profiling.profiles = []
    if (profile) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      profiling.cdp = cdp
    }
    if (trace) profiling.tracing = chromeTrace(cdp)
    await GAMES[name].play(page)
    profiling.cdp = null
    profiling.tracing = null
    const taps = await tapsOf(page)
    return { taps, profiles: profiling.profiles }
  } finally {
    profiling.cdp = null
    profiling.tracing = null
    await close()
  }
}

/**
 * The second floor (decision 097): each game's opened screen, put into a
 * copy of the prerendered /games with no scripts by its own Play, as a
 * plain `innerHTML`: the same elements to parse, style, lay out, paint
 * and raster, with nothing of the app (no React, no warming, no start-up).
 * What a Play tap costs over it is the app's; the floor itself is this
 * machine's price of a new screen, which no code of the site can lower.
 * Each game's screen is read from the running app once, unthrottled
 * (`captureScreens`), before the rounds.
 */
const floorName = (name) => `floor:${name}`

/** Each game's opened `<main>`, read from the running app. */
async function captureScreens(names, origin) {
  const { context, close } = await openVisit(`${origin}/games`)
  try {
    const page = await context.newPage()
    const screens = {}
    for (const name of names) {
      const { title } = GAMES[name]
      await openMenu(page, origin)
      await page.getByRole('button', { name: `Play ${title}` }).click()
      await waitFor(
        page
          .getByRole('region', { name: title })
          .getByRole('heading', { level: 2, name: title }),
      )
      // The screen as it stands once its entrance animations have ended.
      await play.animationsSettled(page)
      screens[name] = await page.evaluate(
        () => document.querySelector('main')?.innerHTML ?? '',
      )
    }
    return screens
  } finally {
    await close()
  }
}

/** The prerendered /games without its scripts; Play puts `window.__screen` in. */
function screenFloorPage(menuHtml) {
  const swap =
    '<script>addEventListener("click", (event) => {' +
    ' const play = event.target.closest?.("main button");' +
    ' if (!play || !window.__screen) return;' +
    ' const main = document.querySelector("main");' +
    ' main.innerHTML = window.__screen; window.__screen = null;' +
    // As the game's shell does: its region focused and scrolled into view.
    ' const shell = main.querySelector("[tabindex=\\"-1\\"]");' +
    ' shell?.focus({ preventScroll: true }); shell?.scrollIntoView({ block: "nearest" });' +
    '});</script>'
  return menuHtml
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace('</body>', `${swap}</body>`)
}

/** A floor entry for each game: its Play on the scriptless menu. */
function addScreenFloors(names, screens, menuHtml) {
  const body = screenFloorPage(menuHtml)
  for (const name of names) {
    const { title } = GAMES[name]
    GAMES[floorName(name)] = {
      title: `${title}: its screen without the app`,
      async open(page, origin) {
        const url = `${origin}/__screen-floor`
        await page.addInitScript((html) => {
          window.__screen = html
        }, screens[name])
        await page.route(url, (route) =>
          route.fulfill({ contentType: 'text/html', body }),
        )
        await page.goto(url, { waitUntil: 'load' })
        await browserIdle(page)
      },
      async play(page) {
        await openGame(page, title)
      },
    }
  }
}

/** The value at quantile `q` (linear between the sorted values). */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const at = (sorted.length - 1) * q
  const low = Math.floor(at)
  const high = Math.ceil(at)
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low)
}

const figures = (durations) => ({
  p75: quantile(durations, 0.75),
  p98: quantile(durations, 0.98),
  max: Math.max(...durations),
})

const ms = (value) => Math.round(value)
const format = ({ estimate, low, high }) => {
  const bound = (v) => (Number.isFinite(v) ? `${ms(v)}` : v < 0 ? '−∞' : '+∞')
  return `${ms(estimate)} [${bound(low)}, ${bound(high)}]`
}

/** Each row (a game, or all): its figures per round, intervals, verdicts. */
function judge(rounds, names) {
  const rows = [...names.map((name) => [name, GAMES[name].title]), ['all', '']]
  return rows.map(([key, title]) => {
    const perRound = rounds.map((round) =>
      figures(
        (key === 'all' ? names : [key]).flatMap((name) =>
          round[name].map((t) => t.duration),
        ),
      ),
    )
    const taps = rounds.map((round) =>
      (key === 'all' ? names : [key]).reduce((n, g) => n + round[g].length, 0),
    )
    const metrics = Object.fromEntries(
      METRICS.map((metric) => {
        const range = interval.meanInterval(perRound.map((r) => r[metric]))
        return [
          metric,
          { range, verdict: interval.verdict(range, BUDGETS[metric]) },
        ]
      }),
    )
    return { key, title, perRound, taps, metrics }
  })
}

function render(result, rounds, names, load) {
  const pass = result.every((row) =>
    METRICS.every((m) => row.metrics[m].verdict !== 'missed'),
  )
  const cell = ({ range, verdict }) => `${format(range)} ${verdict}`
  const rows = result.map(
    ({ key, title, taps, metrics }) =>
      `| ${key === 'all' ? '**Every game**' : title} | ${taps.join(', ')} | ${cell(metrics.p75)} | ${cell(metrics.p98)} | ${cell(metrics.max)} |`,
  )
  const [plain] = judge(rounds, ['plain'])
  const floorRow = (row, title) =>
    `| ${title} | ${row.taps.join(', ')} | ${METRICS.map((m) => format(row.metrics[m].range)).join(' | ')} |`
  const floor = floorRow(plain, plain.title)
  const screens = judge(rounds, names.map(floorName)).at(-1)
  const screenFloor = floorRow(
    screens,
    "Each game's Play, its screen put in without the app (a floor, not judged)",
  )
  const playAgainstFloor = playOverFloor(rounds, names)
  const all = rounds.flatMap((round) =>
    names.flatMap((name) =>
      round[name].map((t) => ({ ...t, game: GAMES[name].title })),
    ),
  )
  const under = all.filter((t) => t.under).length
  const slowest = [...all]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 10)
    .map(
      (t) =>
        `| ${t.game} | ${t.label} | ${ms(t.duration)} | ${t.name} | ${ms(t.delay)} | ${ms(t.processing)} | ${ms(t.duration - t.delay - t.processing)} |`,
    )
  const perRound = result.map(
    ({ key, title, perRound: each }) =>
      `| ${key === 'all' ? 'Every game' : title} | ${each.map((f) => `${ms(f.p75)} / ${ms(f.p98)} / ${ms(f.max)}`).join(' · ')} |`,
  )
  return [
    `## Every tap of a game: ${pass ? 'PASS' : 'FAIL'}`,
    '',
    `Date: ${new Date().toISOString()}. \`npm run bench:interactions\`: ` +
      `the production build, a tablet (820×1180, touch), network ` +
      `unthrottled, the CPU slowed ${slowdown}× through the DevTools ` +
      `protocol; ${returning ? 'a returning visit (the browser has been to /games: the site’s state stored, the cache and the service worker warm), ' : 'a first visit (a fresh profile), '}` +
      `each game played by touch for a whole round from its Play ` +
      `on /games, once the app is live and the browser idle. A tap's ` +
      `latency is its interaction's longest Event Timing entry ` +
      `(durationThreshold 16; a tap with no entry counts as 16 ms: ` +
      `${under} of ${all.length}). Per round (a play of every game): p75, ` +
      `p98 (linear between ranks) and the slowest tap; the mean across ` +
      `${rounds.length} rounds with its 95 % interval, judged against ` +
      `p75 ≤ ${BUDGETS.p75} ms, p98 ≤ ${BUDGETS.p98} ms, slowest ≤ ` +
      `${BUDGETS.max} ms; only "missed" fails. The last two rows are ` +
      `floors, not judged: a plain page's one button, tapped ` +
      `${PLAIN_TAPS} times a round in the same way (the harness's), and ` +
      `each game's Play on a copy of the menu with no scripts that puts ` +
      `the game's screen in as plain HTML (the machine's price of that ` +
      `screen, below). Load average at the start ` +
      `and end: ${load.start} / ${load.end} (2 cores).`,
    '',
    '| Game | Taps per round | p75 (ms), 95 % CI | p98 (ms), 95 % CI | Slowest tap (ms), 95 % CI |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    floor,
    screenFloor,
    '',
    '### Play on the menu against its screen without the app',
    '',
    `Per round, each game's Play tap and the same tap on a copy of /games ` +
      `with no scripts, whose Play puts that game's screen (read from the ` +
      `running app) into the page as plain HTML, focused and scrolled as ` +
      `the game's shell is: the same elements to style, lay out, paint and ` +
      `raster, nothing of the app. The difference, per round, is what the ` +
      `app adds to the tap (decision 097). Means with 95 % intervals.`,
    '',
    '| Game | Play (ms) | Its screen without the app (ms) | Play − screen (ms) |',
    '| --- | --- | --- | --- |',
    ...playAgainstFloor,
    '',
    '### Each round (p75 / p98 / slowest, ms)',
    '',
    '| Game | Rounds |',
    '| --- | --- |',
    ...perRound,
    '',
    '### The ten slowest taps',
    '',
    '| Game | Tap | Latency (ms) | Longest entry | Input delay | Processing | Presentation |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...slowest,
    '',
  ].join('\n')
}

/**
 * Each game's Play tap against its screen's floor: means per game and over
 * every game (each round's mean of the games), with the paired difference.
 */
function playOverFloor(rounds, names) {
  const playOf = (round, name) =>
    round[name].find((t) => t.label === 'Play (menu)')?.duration ?? Number.NaN
  const floorOf = (round, name) =>
    round[floorName(name)]?.[0]?.duration ?? Number.NaN
  const row = (title, play, floor) =>
    `| ${title} | ${format(interval.meanInterval(play))} | ${format(interval.meanInterval(floor))} | ${format(interval.meanInterval(play.map((p, i) => p - floor[i])))} |`
  const average = (values) =>
    values.reduce((sum, v) => sum + v, 0) / values.length
  return [
    ...names.map((name) =>
      row(
        GAMES[name].title,
        rounds.map((round) => playOf(round, name)),
        rounds.map((round) => floorOf(round, name)),
      ),
    ),
    row(
      '**Every game**',
      rounds.map((round) => average(names.map((n) => playOf(round, n)))),
      rounds.map((round) => average(names.map((n) => floorOf(round, n)))),
    ),
  ]
}

const loadAverage = async () =>
  (await import('node:os'))
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(', ')

/** Where the slowest profiled taps spent their time: self time by function. */
function renderProfiles(profiled) {
  const worst = [...profiled]
    .sort((a, b) => b.tap.duration - a.tap.duration)
    .slice(0, PROFILE_TOP)
  const byFunction = new Map()
  const byFile = new Map()
  let total = 0
  for (const { profile } of worst) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
    profile.samples.forEach((id, index) => {
      const { callFrame } = nodes.get(id)
      const delta = (profile.timeDeltas[index] ?? 0) / 1000
      const file = callFrame.url.split('/').pop() || '(native)'
      const fn = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta)
      byFile.set(file, (byFile.get(file) ?? 0) + delta)
      total += delta
    })
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([name, time]) =>
          `| ${name} | ${ms(time)} | ${((time / total) * 100).toFixed(1)} % |`,
      )
  return [
    `## Where the ${worst.length} slowest taps spend their time (CPU profiles, ${slowdown}×)`,
    '',
    ...worst.map(
      ({ game, tap: t }) =>
        `- ${GAMES[game].title}, ${t.label}: ${ms(t.duration)} ms (${t.name}; input delay ${ms(t.delay)}, processing ${ms(t.processing)})`,
    ),
    '',
    '| Function (self time) | ms | share |',
    '| --- | --- | --- |',
    ...top(byFunction, 25),
    '',
    '| File (self time) | ms | share |',
    '| --- | --- | --- |',
    ...top(byFile, 12),
    '',
  ].join('\n')
}

/** The slowest taps' traces: the browser's own work by kind, elements touched. */
function renderTraces(traced) {
  const worst = [...traced]
    .sort((a, b) => b.tap.duration - a.tap.duration)
    .slice(0, PROFILE_TOP)
  const byEvent = new Map()
  let total = 0
  for (const { profile } of worst) {
    for (const [name, time] of profile.selfTime) {
      byEvent.set(name, (byEvent.get(name) ?? 0) + time)
      total += time
    }
  }
  return [
    `## Where the ${worst.length} slowest taps spend their time (traces, ${slowdown}×)`,
    '',
    ...worst.map(
      ({ game, tap: t, profile: p }) =>
        `- ${GAMES[game].title}, ${t.label}: ${ms(t.duration)} ms (${t.name}; input delay ${ms(t.delay)}, processing ${ms(t.processing)}); ` +
        `style ${p.styledElements} elements, layout ${p.laidOutObjects} objects, ${p.forced} forced; ` +
        p.selfTime
          .slice(0, 5)
          .map(([name, time]) => `${name} ${ms(time)}`)
          .join(', '),
    ),
    '',
    '| Event (self time) | ms | share |',
    '| --- | --- | --- |',
    ...[...byEvent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(
        ([name, time]) =>
          `| ${name} | ${ms(time)} | ${((time / total) * 100).toFixed(1)} % |`,
      ),
    '',
  ].join('\n')
}

const names =
  option('games')?.split(',') ??
  Object.keys(GAMES).filter((name) => name !== 'plain')
for (const name of names) {
  if (!GAMES[name]) throw new Error(`No game ${name}`)
}

const server = await preview({
  preview: { port: PORT, strictPort: true, host: 'localhost' },
  logLevel: 'error',
})
const log = (message) => process.stderr.write(`interactions: ${message}\n`)
let pass = true
try {
  if (topArg) {
    const profiled = []
    for (const name of names) {
      const { taps, profiles } = await playOnce(name, ORIGIN, {
        profile: Boolean(profileArg),
        trace: !profileArg,
      })
      taps.forEach((t, index) => {
        if (profiles[index])
          profiled.push({ game: name, tap: t, profile: profiles[index] })
      })
      log(`profiled ${name}: ${taps.map((t) => ms(t.duration)).join(', ')}`)
    }
    console.log(profileArg ? renderProfiles(profiled) : renderTraces(profiled))
  } else if (compareDir || againstItself) {
    const other = await preview({
      build: { outDir: compareDir ?? 'dist' },
      preview: { port: PORT + 1, strictPort: true, host: 'localhost' },
      logLevel: 'error',
    })
    const origins = { A: ORIGIN, B: `http://localhost:${PORT + 1}` }
    const rounds = { A: [], B: [] }
    try {
      for (let round = 1; round <= MAX_ROUNDS; round++) {
        const order = round % 2 === 1 ? ['A', 'B'] : ['B', 'A']
        const plays = { A: {}, B: {} }
        for (const name of names) {
          for (const build of order) {
            plays[build][name] = (await playOnce(name, origins[build])).taps
          }
        }
        rounds.A.push(plays.A)
        rounds.B.push(plays.B)
        const [a, b] = [judge(rounds.A, names), judge(rounds.B, names)]
        for (const [index, row] of a.entries()) {
          const cells = METRICS.map((metric) => {
            const diff = interval.differenceInterval(
              b[index].perRound.map((r) => r[metric]),
              row.perRound.map((r) => r[metric]),
            )
            return `${metric} B − A ${format(diff)}`
          })
          log(`round ${round} ${row.key}: ${cells.join('; ')}`)
        }
        // The tap that ends a round (its result and celebration), alone.
        for (const name of names) {
          const last = (build) =>
            rounds[build].map((plays) => plays[name].at(-1)?.duration ?? 0)
          log(
            `round ${round} ${name}, the round's last tap: B − A ${format(interval.differenceInterval(last('B'), last('A')))}`,
          )
        }
      }
    } finally {
      await other.close()
    }
  } else {
    const load = { start: await loadAverage(), end: '' }
    addScreenFloors(
      names,
      await captureScreens(names, ORIGIN),
      readFileSync('dist/games.html', 'utf8'),
    )
    const rounds = []
    for (let round = 1; ; round++) {
      const plays = {}
      // Each round in an order that alternates, sharing a busy minute.
      const order = round % 2 === 1 ? names : [...names].reverse()
      for (const name of order) {
        plays[name] = (await playOnce(name, ORIGIN)).taps
        log(
          `round ${round} ${name}: ${plays[name].map((t) => ms(t.duration)).join(', ')}`,
        )
        // Its screen's floor next to it, sharing the machine's minute.
        const floor = floorName(name)
        plays[floor] = (await playOnce(floor, ORIGIN)).taps
        log(`round ${round} ${floor}: ${ms(plays[floor][0].duration)}`)
      }
      plays.plain = (await playOnce('plain', ORIGIN)).taps
      log(
        `round ${round} plain: ${plays.plain.map((t) => ms(t.duration)).join(', ')}`,
      )
      rounds.push(plays)
      const result = judge(rounds, names)
      for (const { key, metrics } of result) {
        log(
          `round ${round} ${key}: ${METRICS.map((m) => `${m} ${format(metrics[m].range)} ${metrics[m].verdict}`).join('; ')}`,
        )
      }
      const verdicts = result.flatMap((row) =>
        METRICS.map((m) => row.metrics[m].verdict),
      )
      if (interval.shouldStop(round, verdicts, { max: MAX_ROUNDS })) break
    }
    load.end = await loadAverage()
    const result = judge(rounds, names)
    pass = result.every((row) =>
      METRICS.every((m) => row.metrics[m].verdict !== 'missed'),
    )
    const text = await prettier.format(render(result, rounds, names, load), {
      parser: 'markdown',
    })
    console.log(text)
    if (write) writeFileSync('bench/interactions.md', text)
  }
} finally {
  await server.close()
}
process.exit(pass ? 0 : 1)
