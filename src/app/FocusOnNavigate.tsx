import { useEffect, useRef } from 'react'
import {
  NavigationType,
  useLocation,
  useNavigationType,
} from 'react-router-dom'

type FocusOnNavigateProps = { mainId: string }

/**
 * After a link is followed, moves keyboard and screen-reader focus to where
 * the visitor went: the #section (sections carry tabIndex -1) or the main
 * region. Scrolling itself is left to <ScrollRestoration>.
 */
export function FocusOnNavigate({ mainId }: FocusOnNavigateProps) {
  const location = useLocation()
  const navigationType = useNavigationType()
  const isFirstRender = useRef(true)

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false
      return
    }
    if (navigationType === NavigationType.Pop) return
    const targetId = location.hash
      ? decodeURIComponent(location.hash.slice(1))
      : mainId
    const target =
      document.getElementById(targetId) ?? document.getElementById(mainId)
    target?.focus({ preventScroll: true })
  }, [location.key, location.hash, navigationType, mainId])

  return null
}
