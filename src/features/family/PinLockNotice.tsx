import { useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/Button'
import { familyText } from '@/lib/i18n/family'

import { lockLeftMs, pinLockWaitText } from './pinLock'

/** How often the wait is read again: each second, so a minute is never late. */
const TICK_MS = 1000

type PinLockNoticeProps = {
  /** When the lock ends (ISO 8601). */
  lockedUntil: string
  /** The lock has ended: the PIN may be typed again. */
  onEnd: () => void
  onForgot: () => void
}

/**
 * The PIN is locked (decision 069): says the real wait and counts it down
 * ("Try again in 15 minutes, at 4:40 PM"), and offers "Forgot the PIN?"
 * right there, since the parent's password gets past the lock. It takes the
 * focus when it appears, so a screen reader reads it once, not at each tick.
 */
export function PinLockNotice({
  lockedUntil,
  onEnd,
  onForgot,
}: PinLockNoticeProps) {
  const [now, setNow] = useState(Date.now)
  const box = useRef<HTMLDivElement>(null)
  const ended = lockLeftMs(lockedUntil, now) === 0

  useEffect(() => {
    box.current?.focus()
  }, [])
  useEffect(() => {
    if (ended) {
      onEnd()
      return
    }
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS)
    return () => window.clearInterval(timer)
  }, [ended, onEnd])

  return (
    <div
      ref={box}
      tabIndex={-1}
      aria-labelledby="pin-locked-title"
      aria-describedby="pin-locked-wait"
      role="group"
      className="grid gap-3 rounded-2xl border border-maroon-200 bg-maroon-50 p-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-maroon-700"
      data-testid="pin-lock"
    >
      <p id="pin-locked-title" className="font-display text-lg text-maroon-800">
        {familyText('family.pin.lockedTitle')}
      </p>
      <p>{familyText('family.pin.lockedBody')}</p>
      <p id="pin-locked-wait" className="font-bold">
        {pinLockWaitText(lockedUntil, now)}
      </p>
      <p>{familyText('family.pin.lockedForgot')}</p>
      <Button className="justify-self-start" onClick={onForgot}>
        {familyText('family.pin.forgot')}
      </Button>
    </div>
  )
}
