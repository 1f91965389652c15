/**
 * Where a tap's time went on the page's main thread, from a Chrome trace
 * (`devtools.timeline` and `toplevel` categories): each kind of event's
 * self time (its duration less the events nested in it), and how many
 * elements style recalculation and layout touched. The CPU profile says
 * "(program)" for all of the browser's own work; a trace names it.
 */

export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: Record<string, unknown>
}

export type TraceSummary = {
  /** Self time in ms by event name, largest first. */
  selfTime: [string, number][]
  /** Elements whose style was recalculated (UpdateLayoutTree). */
  styledElements: number
  /** Layout objects laid out again (Layout's dirty objects). */
  laidOutObjects: number
  /** Times style or layout was forced from script (inside a function call). */
  forced: number
}

/** The renderer's main thread: the one named CrRendererMain with most events. */
function mainThread(events: TraceEvent[]) {
  const named = events.filter(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  )
  const count = (pid: number, tid: number) =>
    events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').length
  const busiest = named
    .map((e) => ({ pid: e.pid, tid: e.tid, n: count(e.pid, e.tid) }))
    .sort((a, b) => b.n - a.n)[0]
  return busiest ?? null
}

const STYLE = 'UpdateLayoutTree'
const LAYOUT = 'Layout'
const SCRIPT = new Set([
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
])

export function summariseTrace(events: TraceEvent[]): TraceSummary {
  const thread = mainThread(events)
  const own = events
    .filter(
      (e) =>
        thread !== null &&
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        e.ph === 'X' &&
        typeof e.dur === 'number',
    )
    // Outer events first: earlier start, and at the same start the longer.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const self = new Map<string, number>()
  const stack: { event: TraceEvent; end: number }[] = []
  let styledElements = 0
  let laidOutObjects = 0
  let forced = 0
  for (const event of own) {
    const dur = event.dur ?? 0
    while ((stack.at(-1)?.end ?? Infinity) <= event.ts) stack.pop()
    const parent = stack.at(-1)
    if (parent) {
      // Only the part inside the parent counts against it.
      const inside = Math.min(event.ts + dur, parent.end) - event.ts
      self.set(parent.event.name, (self.get(parent.event.name) ?? 0) - inside)
    }
    self.set(event.name, (self.get(event.name) ?? 0) + dur)
    if (event.name === STYLE) {
      const count = (event.args as { elementCount?: number } | undefined)
        ?.elementCount
      styledElements += typeof count === 'number' ? count : 0
    }
    if (event.name === LAYOUT) {
      const begin = (event.args as { beginData?: { dirtyObjects?: number } })
        ?.beginData
      laidOutObjects += begin?.dirtyObjects ?? 0
    }
    if (
      (event.name === STYLE || event.name === LAYOUT) &&
      stack.some((s) => SCRIPT.has(s.event.name))
    ) {
      forced += 1
    }
    stack.push({ event, end: event.ts + dur })
  }
  const selfTime = [...self]
    .map(([name, us]): [string, number] => [name, us / 1000])
    .filter(([, time]) => time > 0)
    .sort((a, b) => b[1] - a[1])
  return { selfTime, styledElements, laidOutObjects, forced }
}
