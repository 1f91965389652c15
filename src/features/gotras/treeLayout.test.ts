import { describe, expect, it } from 'vitest'

import { gotras } from '@/data/gotras'

import {
  dotsPath,
  labelPlacement,
  layoutTree,
  showsLabel,
  TREE_CENTER,
  TREE_HEIGHT,
  TREE_RADII,
  TREE_WIDTH,
} from './treeLayout'

describe('layoutTree', () => {
  const nodes = layoutTree(gotras.length)

  it('has one node for each of the 102 gotras', () => {
    expect(nodes).toHaveLength(102)
    expect(nodes.map((n) => n.index)).toEqual([...Array(102).keys()])
  })

  it('uses the 800 by 600 box with the centre in the middle', () => {
    expect([TREE_WIDTH, TREE_HEIGHT]).toEqual([800, 600])
    expect(TREE_CENTER).toEqual({ x: 400, y: 300 })
  })

  it('cycles the radii over three distances', () => {
    expect(TREE_RADII).toHaveLength(3)
    expect(nodes.slice(0, 6).map((n) => n.radius)).toEqual([
      ...TREE_RADII,
      ...TREE_RADII,
    ])
    for (const node of nodes) {
      const distance = Math.hypot(
        node.x - TREE_CENTER.x,
        node.y - TREE_CENTER.y,
      )
      // Whole units: within a unit of the radius.
      expect(Math.abs(distance - node.radius)).toBeLessThan(1)
      expect(Number.isInteger(node.x) && Number.isInteger(node.y)).toBe(true)
    }
  })

  it('spreads the nodes evenly round the circle, starting at the top', () => {
    expect(nodes[0]).toMatchObject({ angle: 0, x: 400, y: 300 - TREE_RADII[0] })
    expect(nodes[1]?.angle).toBeCloseTo(360 / 102, 1)
    expect(nodes[101]?.angle).toBeCloseTo(360 - 360 / 102, 1)
  })

  it('keeps every node and its label inside the box', () => {
    for (const node of nodes) {
      const label = labelPlacement(node)
      for (const point of [node, label]) {
        expect(point.x).toBeGreaterThan(0)
        expect(point.x).toBeLessThan(TREE_WIDTH)
        expect(point.y).toBeGreaterThan(0)
        expect(point.y).toBeLessThan(TREE_HEIGHT)
      }
    }
  })

  it('anchors labels away from the centre', () => {
    const right = nodes.find((n) => Math.round(n.angle) === 88)
    const left = nodes.find((n) => Math.round(n.angle) === 272)
    expect(right && labelPlacement(right).anchor).toBe('start')
    expect(left && labelPlacement(left).anchor).toBe('end')
    expect(labelPlacement(nodes[0]!).anchor).toBe('middle')
  })
})

describe('showsLabel', () => {
  it('labels every 8th node', () => {
    const labelled = [...Array(102).keys()].filter((i) => showsLabel(i, false))
    expect(labelled).toEqual([0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96])
  })

  it('labels the highlighted node wherever it is', () => {
    expect(showsLabel(33, false)).toBe(false)
    expect(showsLabel(33, true)).toBe(true)
  })
})

describe('dotsPath', () => {
  it('draws each dot as two arcs round its centre', () => {
    expect(dotsPath([{ x: 100, y: 50 }], 8)).toBe(
      'M92 50a8 8 0 1 0 16 0a8 8 0 1 0 -16 0',
    )
    expect(dotsPath([])).toBe('')
    expect(dotsPath(layoutTree(3)).match(/M/g)).toHaveLength(3)
  })
})
