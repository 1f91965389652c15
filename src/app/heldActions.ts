/**
 * Until the app's code runs on a prerendered page (decisions 038 and 080).
 *
 * A prerendered page is complete: its text, pictures and links work without
 * the app, which starts once the page has painted. A tap, a key on a control
 * the app draws, a form's submission or a field's value given before it runs
 * is held and handed to it, so nothing a child does in the first second is
 * lost. A visitor who asked to save data gets the app's code on their first
 * action (`whenVisitorActs`).
 */

/**
 * What a visitor does that shows someone is there to use the page. Mouse
 * movement counts: on a desktop the app then starts while they read. A
 * click counts on its own: a screen reader's activation sends no pointer or
 * key events first.
 */
export const INTENT_EVENTS = [
  'click',
  'pointerdown',
  'pointermove',
  'touchstart',
  'wheel',
  'keydown',
  'focusin',
  // A value put into a field with no key or pointer first: the browser's
  // autofill, a paste from an assistive tool.
  'input',
] as const

/**
 * A pointer that moved by nothing: the browser's own report of where a still
 * cursor is (Chromium's headless shell sends one, at 0, 0, when a page has
 * loaded), not a visitor. A real mouse's next report has moved.
 */
function pointerStayedStill(event: Event): boolean {
  const { movementX, movementY } = event as Partial<MouseEvent>
  return event.type === 'pointermove' && movementX === 0 && movementY === 0
}

/** Calls `act` once, on the first intent event; returns a function that stops listening. */
export function whenVisitorActs(
  target: EventTarget,
  act: () => void,
): () => void {
  const options = { capture: true, passive: true } as const
  const stop = () => {
    for (const type of INTENT_EVENTS) {
      target.removeEventListener(type, onIntent, options)
    }
  }
  function onIntent(event: Event) {
    if (pointerStayedStill(event)) return
    stop()
    act()
  }
  for (const type of INTENT_EVENTS) {
    target.addEventListener(type, onIntent, options)
  }
  return stop
}

/** Controls that do nothing, or the wrong thing, before the app runs them. */
const APP_CONTROLS = [
  'a[href]',
  'button',
  'input[type="submit"]',
  'input[type="button"]',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(',')

/**
 * The control a held action was taken on says so until the app has it
 * (`data-held`, drawn fading in and out by src/styles/index.css, and
 * `aria-busy`): a child who taps while the app starts sees the button take
 * the tap, not a page that seems not to hear.
 */
export const HELD_MARK = 'data-held'

/** Marks one control at a time as holding the visitor's action. */
function heldMark() {
  let marked: { element: Element; busy: string | null } | null = null
  const clear = () => {
    if (!marked) return
    const { element, busy } = marked
    element.removeAttribute(HELD_MARK)
    if (busy === null) element.removeAttribute('aria-busy')
    else element.setAttribute('aria-busy', busy)
    marked = null
  }
  const mark = (element: Element) => {
    clear()
    marked = { element, busy: element.getAttribute('aria-busy') }
    element.setAttribute(HELD_MARK, '')
    element.setAttribute('aria-busy', 'true')
  }
  return { mark, clear }
}

type Held =
  | { kind: 'click'; element: Element; href: string | null }
  | { kind: 'key'; element: Element; key: string }
  | { kind: 'submit'; form: HTMLFormElement }

/** Native controls: the browser turns their Enter or Space into a click. */
const NATIVE_CONTROLS = 'a[href], button, input, select, textarea, summary'

/** Clicks `element` as a tap would; an SVG element has no `click()`. */
function clickOn(element: Element) {
  if (element instanceof HTMLElement) {
    element.click()
    return
  }
  element.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }),
  )
}

/** A form field whose value the visitor can change before the app runs. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement

/**
 * Tells the running app the value a field was given before it ran (typed,
 * pasted, autofilled): the page's state then holds what the field shows.
 * React notices a change only when the value differs from the one it last
 * saw, so the field is first set to another value through the setter it
 * watches, then given its own back through the element's own setter, and
 * the event it listens for is sent.
 */
export function announceFieldValue(field: Field): void {
  // A field in a part of the page React has not hydrated yet: an event on it
  // makes React hydrate that part at once (selective hydration), adopting the
  // value the field shows without telling the app. What follows tells it.
  field.dispatchEvent(new Event('input', { bubbles: true }))
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (field.type === 'checkbox' || field.type === 'radio') {
    const checked = (field as HTMLInputElement).checked
    if (field.type === 'radio' && !checked) return
    ;(field as HTMLInputElement).checked = !checked
    // Activation toggles it back to the visitor's choice, as a tap would.
    field.click()
    return
  }
  const value = field.value
  field.value = value === '' ? ' ' : ''
  // The element's own setter, from its prototype, past the one React watches.
  Reflect.set(Object.getPrototypeOf(field) as object, 'value', value, field)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** A link the browser handles as well without the app: new tab, download, another site, a hash. */
function browserHandlesLink(link: HTMLAnchorElement, event: MouseEvent) {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (link.target !== '' && link.target !== '_self') ||
    link.hasAttribute('download') ||
    link.origin !== link.ownerDocument.location.origin ||
    (link.getAttribute('href') ?? '').startsWith('#')
  )
}

/**
 * Until `release`, holds the last click on a control in `root` (and the last
 * form submission), so that nothing happens twice or wrongly while the app
 * starts (the control held marked with `HELD_MARK` meanwhile), and notes
 * every field given a value meanwhile; `release` tells the
 * running app those values, then hands it the held action (the same DOM
 * element: hydration keeps the prerendered nodes); a held link waits for
 * `afterHydration`. `release(false)` (the app failed to start)
 * lets a held link go where it points, as it would without the app.
 */
export function holdActionsUntilStarted(
  root: HTMLElement,
  doc: Document,
  navigate: (href: string) => void = (href) => window.location.assign(href),
  afterHydration: (run: () => void) => void = (run) => run(),
) {
  let held: Held | null = null
  const shown = heldMark()
  // Fields given a value before the app ran, in the order they were changed.
  const changed = new Set<Field>()
  const onInput = (event: Event) => {
    const target = event.target
    if (isField(target) && root.contains(target)) {
      changed.delete(target)
      changed.add(target)
    }
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target
    if (!(target instanceof Element) || !root.contains(target)) return
    const control = target.closest(APP_CONTROLS)
    if (!control) return
    if (control instanceof HTMLAnchorElement) {
      if (browserHandlesLink(control, event)) return
      held = { kind: 'click', element: control, href: control.href }
    } else {
      held = { kind: 'click', element: control, href: null }
    }
    shown.mark(control)
    event.preventDefault()
    event.stopPropagation()
  }
  // A finger on a button shows at once, not only once it lifts and the
  // click comes (a child's tap is down for about a tenth of a second).
  const onPress = (event: Event) => {
    const target = event.target
    if (!(target instanceof Element) || !root.contains(target)) return
    const control = target.closest(APP_CONTROLS)
    if (control && !(control instanceof HTMLAnchorElement)) shown.mark(control)
  }
  // A press that became no click (the finger scrolled): the mark goes back
  // to the action held, if any.
  const onCancel = () => {
    if (held?.kind === 'click' || held?.kind === 'key') shown.mark(held.element)
    else if (!held) shown.clear()
  }
  // Enter or Space on a control the app draws itself (a tree's node, a
  // tab): no click follows it, so the key is what the app must be handed.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    const target = event.target
    if (!(target instanceof Element) || !root.contains(target)) return
    if (!target.matches(APP_CONTROLS) || target.matches(NATIVE_CONTROLS)) return
    held = { kind: 'key', element: target, key: event.key }
    shown.mark(target)
    event.preventDefault()
    event.stopPropagation()
  }
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return
    held = { kind: 'submit', form }
    shown.mark(event.submitter ?? form)
    event.preventDefault()
    event.stopPropagation()
  }
  const listeners = {
    pointerdown: onPress,
    pointercancel: onCancel,
    click: onClick,
    keydown: onKeyDown,
    submit: onSubmit,
    input: onInput,
    change: onInput,
  } as Record<string, (event: never) => void>
  const listen = (on: boolean) => {
    for (const [type, listener] of Object.entries(listeners)) {
      if (on) doc.addEventListener(type, listener as EventListener, true)
      else doc.removeEventListener(type, listener as EventListener, true)
    }
  }
  listen(true)

  return {
    release(started: boolean) {
      listen(false)
      // The app has the action now (or, failed, the browser): the control
      // looks as the app draws it before the action is handed over.
      shown.clear()
      // The fields first: a held submission or tap acts on their values.
      if (started) {
        for (const field of changed) {
          if (field.isConnected) announceFieldValue(field)
        }
      }
      changed.clear()
      const action = held
      held = null
      if (!action) return
      if (action.kind === 'submit') {
        if (started && action.form.isConnected) action.form.requestSubmit()
        return
      }
      if (action.kind === 'key') {
        if (started && action.element.isConnected) {
          action.element.dispatchEvent(
            new KeyboardEvent('keydown', {
              key: action.key,
              bubbles: true,
              cancelable: true,
            }),
          )
        }
        return
      }
      if (started && action.element.isConnected) {
        // A link changes the page (and, between editions, the language every
        // part reads): it waits until the parts React hydrates in slices
        // are live, or one of them would be drawn for the new page over the
        // old one's HTML. A button acts at once: React hydrates the part it
        // is in first.
        const { element } = action
        if (action.href) afterHydration(() => clickOn(element))
        else clickOn(element)
      } else if (action.href) navigate(action.href)
    },
  }
}

/**
 * Whether React has taken `element` over (hydrated it, or drawn it): React
 * keeps the element's fiber on the DOM node, under a key of its own. A
 * prerendered node in a part React has not hydrated yet has none.
 */
export function reactHolds(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
}

/**
 * The events of a tap on which React, reaching a part it has not hydrated
 * yet, hydrates that part at once, in the event's own task (its discrete
 * events; the click is handled on its own below).
 */
const PRESS_EVENTS = [
  'pointerdown',
  'pointerup',
  'touchstart',
  'touchend',
  'mousedown',
  'mouseup',
] as const

/** Runs `run` in a task after the next frame has been drawn. */
function afterNextFrame(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0))
}

/**
 * From the app's start until `live` settles (its page hydrated), a tap on a
 * button React has not hydrated yet is shown before it is handed over
 * (decision 101). React would hydrate the part the tap reaches at once, in
 * the press's own task: on a tablet at 4× a few hundred milliseconds with
 * nothing on screen, so the child sees the button ignore them. Instead the
 * press marks the button (`HELD_MARK`, as a tap held before the start) and
 * is kept from React; the click is handed over once a frame has shown the
 * mark (at once when the finger stayed down that long), and React then
 * hydrates the part and acts. A tap on a control React
 * holds already, and every link (its own rules, above), go to React as
 * they are.
 */
export function showTapsUntilLive(
  root: HTMLElement,
  doc: Document,
  { committed, live }: { committed: Promise<unknown>; live: Promise<unknown> },
  afterFrame: (run: () => void) => void = afterNextFrame,
) {
  const shown = heldMark()
  // Before its first commit React may have put its mark on a node it has
  // not made live yet (a hydration under way): every button waits then.
  let rootCommitted = false
  void committed.then(() => {
    rootCommitted = true
  })
  // The click handed over passes (React acts on it).
  let handing = false
  const waiting = (event: Event): Element | null => {
    const target = event.target
    if (handing || !(target instanceof Element)) return null
    if (!root.contains(target)) return null
    const control = target.closest(APP_CONTROLS)
    if (!control || control instanceof HTMLAnchorElement) return null
    return rootCommitted && reactHolds(control) ? null : control
  }
  // The button pressed last, and whether a frame has shown its mark.
  let pressed: { control: Element; seen: boolean } | null = null
  const onPress = (event: Event) => {
    const control = waiting(event)
    if (!control) return
    event.stopPropagation()
    if (event.type !== 'pointerdown') return
    shown.mark(control)
    const press = { control, seen: false }
    pressed = press
    afterFrame(() => {
      press.seen = true
    })
  }
  const handOver = (control: Element) => {
    shown.clear()
    if (!control.isConnected) return
    handing = true
    try {
      clickOn(control)
    } finally {
      handing = false
    }
  }
  const onClick = (event: MouseEvent) => {
    const control = waiting(event)
    const press = pressed
    pressed = null
    if (!control) {
      shown.clear()
      return
    }
    event.preventDefault()
    event.stopPropagation()
    // A finger held past a frame has seen its mark: the click goes at once.
    if (press?.control === control && press.seen) {
      queueMicrotask(() => handOver(control))
      return
    }
    // A quick tap, or a click with no press (a key, a screen reader): once
    // a frame has shown the mark.
    shown.mark(control)
    afterFrame(() => handOver(control))
  }
  const onCancel = () => {
    pressed = null
    shown.clear()
  }
  // Passive: a press kept from React still scrolls the page.
  const pressOptions = { capture: true, passive: true } as const
  for (const type of PRESS_EVENTS) {
    doc.addEventListener(type, onPress, pressOptions)
  }
  doc.addEventListener('click', onClick, true)
  doc.addEventListener('pointercancel', onCancel, true)
  const stop = () => {
    // A press not yet a click is React's from now on: its mark goes.
    pressed = null
    shown.clear()
    for (const type of PRESS_EVENTS) {
      doc.removeEventListener(type, onPress, pressOptions)
    }
    doc.removeEventListener('click', onClick, true)
    doc.removeEventListener('pointercancel', onCancel, true)
  }
  void live.then(stop, stop)
  return stop
}

/** The longest the app's code waits for an idle moment after the page has loaded. */
export const IDLE_WAIT_MS = 3000

export type IdleDeps = {
  /** `document.readyState`. */
  readyState: DocumentReadyState
  /** Calls back once, on the window's `load` event. */
  onLoad: (callback: () => void) => void
  /** `requestIdleCallback`, where the browser has it. */
  requestIdleCallback?: (
    callback: () => void,
    options: { timeout: number },
  ) => unknown
  setTimeout: (callback: () => void, ms: number) => unknown
  /** The visitor asked the browser to save data (`navigator.connection.saveData`). */
  saveData: boolean
}

/**
 * Calls `fetchCode` once the page has loaded and the browser is idle: a
 * first visit fetches the app's code while the visitor reads, so that their
 * first action does not wait for the network as well. Nothing is fetched
 * for a visitor who asked to save data: their first action fetches it.
 */
export function whenPageIdle(fetchCode: () => void, deps: IdleDeps): void {
  if (deps.saveData) return
  const whenIdle = () => {
    if (deps.requestIdleCallback) {
      deps.requestIdleCallback(fetchCode, { timeout: IDLE_WAIT_MS })
    } else {
      deps.setTimeout(fetchCode, 0)
    }
  }
  if (deps.readyState === 'complete') whenIdle()
  else deps.onLoad(whenIdle)
}
