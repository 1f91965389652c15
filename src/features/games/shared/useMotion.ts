import { useEffect, useRef } from 'react'

import {
  chooseMotion,
  FLY_IN_KEYFRAMES,
  FLY_IN_MS,
  REDUCED_MOTION_QUERY,
  SHAKE_KEYFRAMES,
  SHAKE_MS,
  type Motion,
} from './motion'
import { useMediaQuery } from './useMediaQuery'

/** 'still' when the player asked for reduced motion, otherwise 'move'. */
export function useMotion(): Motion {
  return chooseMotion(useMediaQuery(REDUCED_MOTION_QUERY))
}

/** Element.animate where the browser has it (jsdom does not). */
export function animate(
  element: Element | null,
  keyframes: Keyframe[],
  options: KeyframeAnimationOptions,
): Animation | null {
  if (!element || typeof element.animate !== 'function') return null
  return element.animate(keyframes, options)
}

/**
 * Shakes the element each time `active` turns true, and again when `replay`
 * changes while it stays true (the same piece put down wrongly twice),
 * unless motion is reduced (the caller shows a still highlight in both
 * cases).
 */
export function useShake<T extends Element>(
  active: boolean,
  replay: unknown = null,
) {
  const ref = useRef<T>(null)
  const motion = useMotion()
  useEffect(() => {
    if (!active || motion === 'still') return
    const animation = animate(ref.current, SHAKE_KEYFRAMES, {
      duration: SHAKE_MS,
      easing: 'ease-in-out',
    })
    return () => animation?.cancel()
  }, [active, motion, replay])
  return ref
}

/** Flies the element in when it first appears, unless motion is reduced. */
export function useFlyIn<T extends Element>() {
  const ref = useRef<T>(null)
  const motion = useMotion()
  useEffect(() => {
    if (motion === 'still') return
    animate(ref.current, FLY_IN_KEYFRAMES, {
      duration: FLY_IN_MS,
      easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
    })
    // Only on arrival: a change of motion setting later does not replay it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return ref
}
