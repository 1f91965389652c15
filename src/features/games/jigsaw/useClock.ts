import { useEffect, useState } from 'react'

/** Now (Date.now()), read again every `everyMs` while `running`. */
export function useClock(running: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => setNow(Date.now()), everyMs)
    return () => window.clearInterval(timer)
  }, [running, everyMs])
  return now
}
