import { act, createElement, useState } from 'react'
import { createRoot } from 'react-dom/client'
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from 'vitest'

import {
  announceFieldValue,
  HELD_MARK,
  holdActionsUntilStarted,
  IDLE_WAIT_MS,
  type IdleDeps,
  INTENT_EVENTS,
  reactHolds,
  showTapsUntilLive,
  whenPageIdle,
  whenVisitorActs,
} from './heldActions'

afterEach(() => {
  document.body.innerHTML = ''
  window.localStorage.clear()
})

describe('whenVisitorActs', () => {
  it.each(INTENT_EVENTS)('acts once on the first %s', (type) => {
    const act = vi.fn()
    whenVisitorActs(window, act)
    window.dispatchEvent(new Event('scroll'))
    window.dispatchEvent(new Event('load'))
    expect(act).not.toHaveBeenCalled()
    document.body.dispatchEvent(new Event(type, { bubbles: true }))
    document.body.dispatchEvent(new Event(type, { bubbles: true }))
    window.dispatchEvent(new Event('keydown'))
    expect(act).toHaveBeenCalledTimes(1)
  })

  it('waits for a pointer that moves: one that moved by nothing is the browser, not a visitor', () => {
    const act = vi.fn()
    whenVisitorActs(window, act)
    const pointerMove = (movementX: number, movementY: number) =>
      Object.assign(new Event('pointermove'), { movementX, movementY })
    window.dispatchEvent(pointerMove(0, 0))
    expect(act).not.toHaveBeenCalled()
    window.dispatchEvent(pointerMove(0, 2))
    expect(act).toHaveBeenCalledTimes(1)
  })

  it('stops listening when told to', () => {
    const act = vi.fn()
    const stop = whenVisitorActs(window, act)
    stop()
    window.dispatchEvent(new Event('pointerdown'))
    expect(act).not.toHaveBeenCalled()
  })
})

describe('holdActionsUntilStarted', () => {
  function page() {
    document.body.innerHTML = `
      <div id="root">
        <a id="games" href="/games">Games</a>
        <a id="top" href="#top">Top</a>
        <a id="away" href="https://example.org/">Away</a>
        <a id="tab" href="/gotras" target="_blank">New tab</a>
        <button id="play" type="button"><span id="label">Play</span></button>
        <p id="text">Some text</p>
        <form id="form"><input name="q" /><button id="send">Send</button></form>
      </div>
      <button id="outside" type="button">Outside</button>`
    const root = document.getElementById('root') as HTMLElement
    const byId = (id: string) => document.getElementById(id) as HTMLElement
    return { root, byId }
  }

  /** Clicks; `held` when the click never reached the page (it was held). */
  const click = (element: Element, init: MouseEventInit = {}) => {
    let reachedPage = false
    const reach = (event: Event) => {
      reachedPage = true
      event.preventDefault() // jsdom cannot follow links
    }
    document.addEventListener('click', reach)
    const event = new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      button: 0,
      ...init,
    })
    element.dispatchEvent(event)
    document.removeEventListener('click', reach)
    return { held: !reachedPage && event.defaultPrevented }
  }

  it('holds a tap on a control and hands it to the app once started', () => {
    const { root, byId } = page()
    const held = holdActionsUntilStarted(root, document)
    expect(click(byId('label')).held).toBe(true)

    const playClicks = vi.fn()
    byId('play').addEventListener('click', playClicks)
    held.release(true)
    expect(playClicks).toHaveBeenCalledTimes(1)
  })

  it('hands over only the last action, and none after release', () => {
    const { root, byId } = page()
    const held = holdActionsUntilStarted(root, document)
    click(byId('play'))
    click(byId('games'))
    const play = vi.fn()
    const games = vi.fn((event: Event) => event.preventDefault())
    byId('play').addEventListener('click', play)
    byId('games').addEventListener('click', games)
    held.release(true)
    expect(play).not.toHaveBeenCalled()
    expect(games).toHaveBeenCalledTimes(1)

    expect(click(byId('games')).held).toBe(false)
    expect(click(byId('play')).held).toBe(false)
    expect(games).toHaveBeenCalledTimes(2)
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('leaves the browser what it does as well alone', () => {
    const { root, byId } = page()
    holdActionsUntilStarted(root, document)
    expect(click(byId('top')).held).toBe(false)
    expect(click(byId('away')).held).toBe(false)
    expect(click(byId('tab')).held).toBe(false)
    expect(click(byId('games'), { ctrlKey: true }).held).toBe(false)
    expect(click(byId('text')).held).toBe(false)
    expect(click(byId('outside')).held).toBe(false)
    expect(click(byId('games')).held).toBe(true)
  })

  it('holds a form submission and submits it through the app', () => {
    const { root, byId } = page()
    const held = holdActionsUntilStarted(root, document)
    const form = byId('form') as HTMLFormElement
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)

    const submitted = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', submitted)
    held.release(true)
    expect(submitted).toHaveBeenCalledTimes(1)
  })

  it('lets a held link go where it points when the app failed to start', () => {
    const { root, byId } = page()
    const navigate = vi.fn()
    const held = holdActionsUntilStarted(root, document, navigate)
    click(byId('games'))
    held.release(false)
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/games')
  })

  it('shows the control holding the tap as taking it, until the app has it', () => {
    const { root, byId } = page()
    const held = holdActionsUntilStarted(root, document)
    const marked = () =>
      [...document.querySelectorAll(`[${HELD_MARK}]`)].map(({ id }) => id)
    click(byId('label'))
    expect(marked()).toEqual(['play'])
    expect(byId('play').getAttribute('aria-busy')).toBe('true')

    // The last action is the one held, and the one shown.
    byId('games').setAttribute('aria-busy', 'false')
    click(byId('games'))
    expect(marked()).toEqual(['games'])
    expect(byId('play').hasAttribute('aria-busy')).toBe(false)
    click(byId('play'))
    expect(byId('games').getAttribute('aria-busy')).toBe('false')

    // The app gets the tap on a control drawn as it draws it.
    const seen = vi.fn((event: Event) => {
      const control = event.currentTarget as Element
      return [
        control.hasAttribute(HELD_MARK),
        control.getAttribute('aria-busy'),
      ]
    })
    byId('play').addEventListener('click', seen)
    held.release(true)
    expect(seen).toHaveReturnedWith([false, null])
    expect(marked()).toEqual([])
  })

  it('shows a finger on a button at once, before its click; a press that became no click gives the mark back', () => {
    const { root, byId } = page()
    holdActionsUntilStarted(root, document)
    const marked = () =>
      [...document.querySelectorAll(`[${HELD_MARK}]`)].map(({ id }) => id)
    const press = (element: Element, type = 'pointerdown') =>
      element.dispatchEvent(new Event(type, { bubbles: true }))
    press(byId('label'))
    expect(marked()).toEqual(['play'])
    press(byId('label'), 'pointercancel')
    expect(marked()).toEqual([])
    // A link is the browser's until its click: no mark at the press.
    press(byId('games'))
    expect(marked()).toEqual([])

    click(byId('play'))
    press(byId('send'))
    expect(marked()).toEqual(['send'])
    press(byId('send'), 'pointercancel')
    expect(marked()).toEqual(['play'])
  })

  it('shows a held submission on its button, and clears it when the app failed to start', () => {
    const { root, byId } = page()
    const held = holdActionsUntilStarted(root, document)
    const send = byId('send') as HTMLButtonElement
    const form = byId('form') as HTMLFormElement
    form.dispatchEvent(
      new SubmitEvent('submit', {
        bubbles: true,
        cancelable: true,
        submitter: send,
      }),
    )
    expect(send.hasAttribute(HELD_MARK)).toBe(true)
    held.release(false)
    expect(send.hasAttribute(HELD_MARK)).toBe(false)
    expect(send.hasAttribute('aria-busy')).toBe(false)
  })

  it('drops a held button tap when the app failed to start', () => {
    const { root, byId } = page()
    const navigate = vi.fn()
    const held = holdActionsUntilStarted(root, document, navigate)
    click(byId('play'))
    const play = vi.fn()
    byId('play').addEventListener('click', play)
    held.release(false)
    expect(play).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('controls the app draws itself', () => {
  function tree() {
    document.body.innerHTML = `<div id="root"><svg><circle id="node" role="button" tabindex="0"></circle></svg><button id="native" type="button">Play</button></div>`
    const root = document.getElementById('root') as HTMLElement
    const node = document.getElementById('node') as unknown as SVGElement
    return { root, node }
  }

  it('hands a held tap on an SVG node to the app (an SVG element has no click())', () => {
    const { root, node } = tree()
    const taps: string[] = []
    const held = holdActionsUntilStarted(root, document)
    node.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    )
    node.addEventListener('click', () => taps.push('node'))
    held.release(true)
    expect(taps).toEqual(['node'])
  })

  it('holds Enter or Space on a node and hands the key over; a native button’s Enter is its click', () => {
    const { root, node } = tree()
    const keys: string[] = []
    root.addEventListener('keydown', (event) => keys.push(event.key))
    const held = holdActionsUntilStarted(root, document)
    const enter = new KeyboardEvent('keydown', {
      key: 'Enter',
      bubbles: true,
      cancelable: true,
    })
    node.dispatchEvent(enter)
    expect(enter.defaultPrevented).toBe(true)
    expect(keys).toEqual([])
    expect(node.hasAttribute(HELD_MARK)).toBe(true)
    const native = new KeyboardEvent('keydown', {
      key: 'Enter',
      bubbles: true,
      cancelable: true,
    })
    document.getElementById('native')?.dispatchEvent(native)
    expect(native.defaultPrevented).toBe(false)
    keys.length = 0
    held.release(true)
    expect(keys).toEqual(['Enter'])
    expect(node.hasAttribute(HELD_MARK)).toBe(false)
  })
})

describe('a held link', () => {
  it('waits for the page to be hydrated before it is followed; a button does not', () => {
    document.body.innerHTML = `<div id="root"><a id="games" href="/games">Games</a><button id="play" type="button">Play</button></div>`
    const root = document.getElementById('root') as HTMLElement
    const followed: string[] = []
    root.addEventListener('click', (event) => {
      followed.push((event.target as HTMLElement).id)
      event.preventDefault()
    })
    let hydrated: (() => void) | null = null
    const waitForHydration = (run: () => void) => {
      hydrated = run
    }
    const link = holdActionsUntilStarted(
      root,
      document,
      vi.fn(),
      waitForHydration,
    )
    document.getElementById('games')?.click()
    link.release(true)
    expect(followed).toEqual([])
    expect(hydrated).not.toBeNull()
    ;(hydrated as unknown as () => void)()
    expect(followed).toEqual(['games'])

    hydrated = null
    const button = holdActionsUntilStarted(
      root,
      document,
      vi.fn(),
      waitForHydration,
    )
    document.getElementById('play')?.click()
    button.release(true)
    expect(followed).toEqual(['games', 'play'])
    expect(hydrated).toBeNull()
  })
})

describe('fields given a value before the app ran', () => {
  const reactActEnvironment = globalThis as {
    IS_REACT_ACT_ENVIRONMENT?: boolean
  }
  beforeAll(() => {
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true
  })
  afterAll(() => {
    delete reactActEnvironment.IS_REACT_ACT_ENVIRONMENT
  })

  /**
   * A controlled React input and select, as the app renders them; `seen` is
   * what the app's state holds.
   */
  function renderFields() {
    const seen = { query: '', band: 'a', agreed: false }
    function Fields() {
      const [query, setQuery] = useState('')
      const [band, setBand] = useState('a')
      const [agreed, setAgreed] = useState(false)
      seen.query = query
      seen.band = band
      seen.agreed = agreed
      return createElement(
        'div',
        null,
        createElement('input', {
          id: 'q',
          value: query,
          onChange: (event: { target: HTMLInputElement }) =>
            setQuery(event.target.value),
        }),
        createElement(
          'select',
          {
            id: 'band',
            value: band,
            onChange: (event: { target: HTMLSelectElement }) =>
              setBand(event.target.value),
          },
          createElement('option', { value: 'a' }, 'A'),
          createElement('option', { value: 'b' }, 'B'),
        ),
        createElement('input', {
          id: 'agree',
          type: 'checkbox',
          checked: agreed,
          onChange: (event: { target: HTMLInputElement }) =>
            setAgreed(event.target.checked),
        }),
      )
    }
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    act(() => root.render(createElement(Fields)))
    const field = <T extends HTMLElement>(id: string) =>
      container.querySelector(`#${id}`) as T
    return { seen, field, container, unmount: () => act(() => root.unmount()) }
  }

  /**
   * What a paste or autofill before the app ran leaves once the app has
   * hydrated: the field shows a value, React has adopted it as the one it
   * last saw, and the app's state never heard of it.
   */
  function setBehindTheApp(input: HTMLInputElement, value: string) {
    input.value = value
  }

  it('a plain input event does not tell the app (why announcing is needed)', () => {
    const { seen, field, unmount } = renderFields()
    const input = field<HTMLInputElement>('q')
    setBehindTheApp(input, 'kashyapa')
    act(() => void input.dispatchEvent(new Event('input', { bubbles: true })))
    expect(seen.query).toBe('')
    unmount()
  })

  it('announceFieldValue puts a text field’s value into the app’s state', () => {
    const { seen, field, unmount } = renderFields()
    const input = field<HTMLInputElement>('q')
    setBehindTheApp(input, 'kashyapa')
    act(() => announceFieldValue(input))
    expect(seen.query).toBe('kashyapa')
    expect(input.value).toBe('kashyapa')
    unmount()
  })

  it('announces a select and a ticked checkbox', () => {
    const { seen, field, unmount } = renderFields()
    const select = field<HTMLSelectElement>('band')
    select.value = 'b'
    act(() => announceFieldValue(select))
    expect(seen.band).toBe('b')
    const box = field<HTMLInputElement>('agree')
    Object.getOwnPropertyDescriptor(
      HTMLInputElement.prototype,
      'checked',
    )?.set?.call(box, true)
    act(() => announceFieldValue(box))
    expect(seen.agreed).toBe(true)
    expect(box.checked).toBe(true)
    unmount()
  })

  it('holdActionsUntilStarted announces each field changed before the start, then hands over the held tap', () => {
    const { seen, field, container, unmount } = renderFields()
    const button = document.createElement('button')
    const order: string[] = []
    button.addEventListener('click', () => order.push(`tap with ${seen.query}`))
    container.append(button)
    const held = holdActionsUntilStarted(container, document)
    const input = field<HTMLInputElement>('q')
    setBehindTheApp(input, 'atreya')
    act(() => void input.dispatchEvent(new Event('input', { bubbles: true })))
    expect(seen.query).toBe('')
    button.click()
    expect(order).toEqual([])
    act(() => held.release(true))
    expect(seen.query).toBe('atreya')
    expect(order).toEqual(['tap with atreya'])
    unmount()
  })

  it('announces nothing when the app failed to start', () => {
    const { seen, field, container, unmount } = renderFields()
    const held = holdActionsUntilStarted(container, document)
    const input = field<HTMLInputElement>('q')
    setBehindTheApp(input, 'atreya')
    act(() => void input.dispatchEvent(new Event('input', { bubbles: true })))
    act(() => held.release(false))
    expect(seen.query).toBe('')
    unmount()
  })

  it('starts the app on an input with no key or pointer first (autofill)', () => {
    expect(INTENT_EVENTS).toContain('input')
  })
})

describe('showTapsUntilLive', () => {
  /** A promise and the function that settles it. */
  function deferred() {
    let settle = () => {}
    const promise = new Promise<void>((resolve) => {
      settle = resolve
    })
    return { promise, settle }
  }

  const never = new Promise<void>(() => {})

  /**
   * The page with `showTapsUntilLive` on it, what its root (React's
   * listeners) hears, and the frames.
   */
  function page({ committed = never, live = never } = {}) {
    document.body.innerHTML = `
      <div id="root">
        <button id="play" type="button"><span id="label">Play</span></button>
        <a id="link" href="/games">Games</a>
        <p id="text">Some text</p>
      </div>`
    const root = document.getElementById('root') as HTMLElement
    const byId = (id: string) => document.getElementById(id) as HTMLElement
    const heard: string[] = []
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'click']) {
      root.addEventListener(type, (event) => {
        heard.push(`${type} ${(event.target as Element).id}`)
      })
    }
    const frames: (() => void)[] = []
    const afterFrame = (run: () => void) => frames.push(run)
    const drawFrame = () => frames.splice(0).forEach((run) => run())
    showTapsUntilLive(root, document, { committed, live }, afterFrame)
    return { byId, heard, drawFrame }
  }

  const send = (element: Element, type: string) =>
    element.dispatchEvent(
      type === 'click' || type.startsWith('mouse')
        ? new MouseEvent(type, { bubbles: true, cancelable: true })
        : new Event(type, { bubbles: true, cancelable: true }),
    )

  /** A tap as a finger gives it: press, lift, then the click. */
  const TAP = ['pointerdown', 'pointerup', 'mousedown', 'click']
  const tap = (element: Element) => {
    for (const type of TAP) send(element, type)
  }
  /** What React hears of a whole tap on `id`. */
  const wholeTap = (id: string) => TAP.map((type) => `${type} ${id}`)

  it('shows a tap on a button React has not hydrated, then hands its click over after a frame', () => {
    const { byId, heard, drawFrame } = page()
    send(byId('label'), 'pointerdown')
    expect(byId('play').hasAttribute(HELD_MARK)).toBe(true)
    expect(byId('play').getAttribute('aria-busy')).toBe('true')
    send(byId('label'), 'pointerup')
    send(byId('label'), 'click')
    // React heard nothing yet: it would hydrate the part in this task.
    expect(heard).toEqual([])
    expect(byId('play').hasAttribute(HELD_MARK)).toBe(true)

    drawFrame()
    expect(heard).toEqual(['click play'])
    expect(byId('play').hasAttribute(HELD_MARK)).toBe(false)
    expect(byId('play').hasAttribute('aria-busy')).toBe(false)
  })

  it('hands the click over at once when a frame has shown the press already (a finger held down)', async () => {
    const { byId, heard, drawFrame } = page()
    send(byId('play'), 'pointerdown')
    drawFrame()
    send(byId('play'), 'pointerup')
    send(byId('play'), 'click')
    await Promise.resolve()
    expect(heard).toEqual(['click play'])
    expect(byId('play').hasAttribute(HELD_MARK)).toBe(false)
  })

  it('leaves links and what is not a control to React', () => {
    const { byId, heard } = page()
    tap(byId('link'))
    tap(byId('text'))
    expect(heard).toEqual([...wholeTap('link'), ...wholeTap('text')])
  })

  it('once the first render is in, leaves a button React holds to React; before it, every button waits', async () => {
    const committed = deferred()
    const { byId, heard, drawFrame } = page({ committed: committed.promise })
    // React's mark on the node, as hydration leaves it.
    Object.assign(byId('play'), { __reactFiber$test: {} })
    tap(byId('play'))
    expect(heard).toEqual([])
    drawFrame()
    expect(heard).toEqual(['click play'])

    heard.length = 0
    committed.settle()
    await committed.promise
    tap(byId('play'))
    expect(heard).toEqual(wholeTap('play'))
  })

  it('stops once the page is live (a press still marked then loses its mark), and clears a press that never became a click', async () => {
    const live = deferred()
    const { byId, heard, drawFrame } = page({ live: live.promise })
    send(byId('play'), 'pointerdown')
    expect(byId('play').hasAttribute(HELD_MARK)).toBe(true)
    send(byId('play'), 'pointercancel')
    expect(byId('play').hasAttribute(HELD_MARK)).toBe(false)
    drawFrame()
    expect(heard).toEqual([])

    send(byId('play'), 'pointerdown')
    expect(byId('play').hasAttribute(HELD_MARK)).toBe(true)
    live.settle()
    await live.promise
    expect(byId('play').hasAttribute(HELD_MARK)).toBe(false)
    heard.length = 0
    tap(byId('play'))
    expect(heard).toEqual(wholeTap('play'))
  })

  it('reactHolds: a button React has drawn, not a prerendered one', () => {
    document.body.innerHTML =
      '<button id="plain">Plain</button><div id="app"></div>'
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    environment.IS_REACT_ACT_ENVIRONMENT = true
    try {
      const app = createRoot(document.getElementById('app') as HTMLElement)
      act(() => app.render(createElement('button', { id: 'drawn' }, 'Drawn')))
      expect(reactHolds(document.getElementById('drawn') as Element)).toBe(true)
      expect(reactHolds(document.getElementById('plain') as Element)).toBe(
        false,
      )
      act(() => app.unmount())
    } finally {
      delete environment.IS_REACT_ACT_ENVIRONMENT
    }
  })
})

describe('whenPageIdle', () => {
  const deps = (overrides: Partial<IdleDeps> = {}) => {
    let onLoad: (() => void) | null = null
    const idle: { callback: () => void; timeout: number }[] = []
    const given: IdleDeps = {
      readyState: 'interactive',
      onLoad: (callback) => {
        onLoad = callback
      },
      requestIdleCallback: (callback, { timeout }) => {
        idle.push({ callback, timeout })
      },
      setTimeout: vi.fn(),
      saveData: false,
      ...overrides,
    }
    return { given, load: () => onLoad?.(), idle }
  }

  it('fetches the code in the first idle moment after the page has loaded', () => {
    const fetchCode = vi.fn()
    const { given, load, idle } = deps()
    whenPageIdle(fetchCode, given)
    expect(idle).toEqual([])
    load()
    expect(idle).toHaveLength(1)
    expect(idle[0]?.timeout).toBe(IDLE_WAIT_MS)
    expect(fetchCode).not.toHaveBeenCalled()
    idle[0]?.callback()
    expect(fetchCode).toHaveBeenCalledTimes(1)
  })

  it('waits only for an idle moment when the page has loaded already', () => {
    const fetchCode = vi.fn()
    const { given, idle } = deps({ readyState: 'complete' })
    whenPageIdle(fetchCode, given)
    expect(idle).toHaveLength(1)
  })

  it('uses a timer where the browser has no idle callback', () => {
    const fetchCode = vi.fn()
    const setTimeout = vi.fn((callback: () => void) => callback())
    const { given } = deps({
      readyState: 'complete',
      requestIdleCallback: undefined,
      setTimeout,
    })
    whenPageIdle(fetchCode, given)
    expect(setTimeout).toHaveBeenCalledTimes(1)
    expect(fetchCode).toHaveBeenCalledTimes(1)
  })

  it('fetches nothing for a visitor who asked to save data', () => {
    const fetchCode = vi.fn()
    const { given, load, idle } = deps({ saveData: true })
    whenPageIdle(fetchCode, given)
    load()
    expect(idle).toEqual([])
    expect(fetchCode).not.toHaveBeenCalled()
  })
})
