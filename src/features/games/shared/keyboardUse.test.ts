import { describe, expect, it, vi } from 'vitest'

import { createKeyboardUse, isKeyboardNavigation } from './keyboardUse'

const key = (name: string, modifiers: Partial<KeyboardEventInit> = {}) =>
  new KeyboardEvent('keydown', { key: name, bubbles: true, ...modifiers })

describe('isKeyboardNavigation', () => {
  it.each(['Tab', 'ArrowDown', 'Enter', ' ', 'Home'])('counts %j', (name) => {
    expect(isKeyboardNavigation(key(name))).toBe(true)
  })

  it.each([
    ['a letter', key('a')],
    ['a shortcut', key('Tab', { ctrlKey: true })],
    ['a modifier alone', key('Shift')],
    ['a browser shortcut', key('ArrowLeft', { altKey: true })],
  ])('does not count %s', (_what, event) => {
    expect(isKeyboardNavigation(event)).toBe(false)
  })
})

describe('createKeyboardUse', () => {
  it('notices the first navigation key while watched, and keeps it', () => {
    const use = createKeyboardUse()
    const listener = vi.fn()
    use.subscribe(listener)
    const stop = use.watch(document)
    document.dispatchEvent(key('a'))
    expect(use.isUsed()).toBe(false)
    document.dispatchEvent(key('Tab'))
    document.dispatchEvent(key('ArrowDown'))
    expect(use.isUsed()).toBe(true)
    expect(listener).toHaveBeenCalledOnce()
    stop()
  })

  it('forgets the keyboard when told to (a new visit)', () => {
    const use = createKeyboardUse()
    const stop = use.watch(document)
    document.dispatchEvent(key('Tab'))
    expect(use.isUsed()).toBe(true)
    use.forget()
    expect(use.isUsed()).toBe(false)
    document.dispatchEvent(key('Enter'))
    expect(use.isUsed()).toBe(true)
    stop()
  })

  it('listens once however many watch, until the last one stops', () => {
    const use = createKeyboardUse()
    const target = {
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }
    const stopA = use.watch(target)
    const stopB = use.watch(target)
    expect(target.addEventListener).toHaveBeenCalledOnce()
    stopA()
    expect(target.removeEventListener).not.toHaveBeenCalled()
    stopB()
    expect(target.removeEventListener).toHaveBeenCalledOnce()
  })

  it('does not notice keys when nothing watches', () => {
    const use = createKeyboardUse()
    document.dispatchEvent(key('Tab'))
    expect(use.isUsed()).toBe(false)
  })
})
