// `npm run bench:first-action`: what a first visit's first tap costs now that
// the app starts on the visitor's first action (decision 038). On the
// production build (dist/, served by vite preview), with Lighthouse's mobile
// network (150 ms round trip, 1.6 Mbps down, 750 kbps up) and the CPU slowed
// by the calibration `npm run bench` uses (benchmarkIndex / 440, passed as
// --slowdown=N, default 4): the time from a tap on "Play" of the quiz on
// /games to the quiz being open (its heading focused), median of 5, for
//
//   first visit  the page as a new visitor gets it: the tap starts the app;
//   returning    a device that holds the site's state: the app started at
//                once, and the tap comes once it is live.
//
// Not part of `npm test`: a measurement. Prints a Markdown table.
import { chromium } from '@playwright/test'
import { preview } from 'vite'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/chromium.mjs'

const RUNS = 5
const PORT = Number(process.env.FIRST_ACTION_PORT ?? 4181)
const slowdownArg = process.argv.find((arg) => arg.startsWith('--slowdown='))
const SLOWDOWN = slowdownArg ? Number(slowdownArg.split('=')[1]) : 4
if (!(SLOWDOWN >= 1)) throw new Error('--slowdown must be a number ≥ 1')

const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function tapToQuestion(browser, origin, returning) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  })
  if (returning) {
    // Anything of the site's on the device makes the app start at once.
    await context.addInitScript(() => {
      localStorage.setItem('vasavi-kids:story-version:v1', '"kids"')
    })
  }
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
  await page.goto(`${origin}/games`, { waitUntil: 'load' })
  if (returning) {
    await page.locator('html[data-app="live"]').waitFor({ state: 'attached' })
  } else {
    await page.waitForTimeout(500)
  }
  const play = page.getByRole('button', {
    name: 'Play Cultural Quiz Challenge',
  })
  await play.scrollIntoViewIfNeeded()
  const box = await play.boundingBox()
  if (!box) throw new Error('The quiz card is not on the page')
  const start = Date.now()
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  // The quiz has opened when its heading has the focus (GameShell).
  await page
    .getByRole('heading', { level: 2, name: 'Cultural Quiz Challenge' })
    .and(page.locator(':focus'))
    .waitFor({ timeout: 60_000 })
  const ms = Date.now() - start
  await context.close()
  return ms
}

const server = await preview({
  preview: { port: PORT, strictPort: true },
  logLevel: 'error',
})
const origin = `http://localhost:${PORT}`
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS],
})
try {
  const results = { first: [], returning: [] }
  for (let run = 0; run < RUNS; run += 1) {
    results.first.push(await tapToQuestion(browser, origin, false))
    results.returning.push(await tapToQuestion(browser, origin, true))
  }
  console.log(
    `CPU slowdown ${SLOWDOWN}×, 150 ms RTT, 1.6 Mbps; tap on the quiz's Play on /games until the quiz is open, median of ${RUNS}:\n`,
  )
  console.log('| Visit | Median | Runs |')
  console.log('| --- | --- | --- |')
  for (const [name, values] of Object.entries(results)) {
    console.log(
      `| ${name === 'first' ? 'first visit (the tap starts the app)' : 'returning (app already live)'} | ${median(values)} ms | ${values.join(', ')} |`,
    )
  }
} finally {
  await browser.close()
  await server.close()
}
