import { describe, expect, it } from 'vitest'

import { summariseTrace, type TraceEvent } from './traceSummary'

const MAIN = { pid: 1, tid: 7 }
const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
})
const x = (
  name: string,
  ts: number,
  dur: number,
  args?: Record<string, unknown>,
  where = MAIN,
): TraceEvent => ({ name, ph: 'X', ts, dur, ...where, args })

describe('summariseTrace', () => {
  it('gives each kind of event its self time, nested events taken out', () => {
    const summary = summariseTrace([
      meta(1, 7, 'CrRendererMain'),
      x('RunTask', 0, 10_000),
      x('EventDispatch', 1_000, 6_000),
      x('FunctionCall', 1_500, 5_000),
      x('UpdateLayoutTree', 2_000, 2_000, { elementCount: 120 }),
      x('Layout', 4_500, 1_000, { beginData: { dirtyObjects: 30 } }),
      x('Paint', 8_000, 1_500),
    ])
    expect(Object.fromEntries(summary.selfTime)).toEqual({
      RunTask: 2.5,
      EventDispatch: 1,
      FunctionCall: 2,
      UpdateLayoutTree: 2,
      Layout: 1,
      Paint: 1.5,
    })
    expect(summary.selfTime[0]?.[0]).toBe('RunTask')
    expect(summary.styledElements).toBe(120)
    expect(summary.laidOutObjects).toBe(30)
    // Both the style recalc and the layout ran inside script: forced.
    expect(summary.forced).toBe(2)
  })

  it('reads only the busiest renderer main thread', () => {
    const other = { pid: 2, tid: 9 }
    const summary = summariseTrace([
      meta(1, 7, 'CrRendererMain'),
      meta(2, 9, 'CrRendererMain'),
      meta(1, 8, 'Compositor'),
      x('Paint', 0, 1_000),
      x('Layout', 2_000, 1_000),
      x('Paint', 0, 9_000, undefined, other),
      x('Composite', 0, 5_000, undefined, { pid: 1, tid: 8 }),
    ])
    expect(summary.selfTime).toEqual([
      ['Paint', 1],
      ['Layout', 1],
    ])
    // Layout outside any script is the frame's own, not forced.
    expect(summary.forced).toBe(0)
  })

  it('is empty without a renderer thread', () => {
    expect(summariseTrace([x('Paint', 0, 1_000)])).toEqual({
      selfTime: [],
      styledElements: 0,
      laidOutObjects: 0,
      forced: 0,
    })
  })
})
