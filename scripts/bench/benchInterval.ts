// The arithmetic of the bench's verdicts (issue 37, decision 055): the 95 %
// confidence interval of the difference between two samples, its verdict
// against a budget, and the rule that stops sampling a route.
//
// As Google's tachometer: the interval of the difference of the two means,
// from Student's t distribution. Two things differ from tachometer, both
// toward a wider (more honest) interval on few samples with unequal spread:
// the degrees of freedom are Welch–Satterthwaite's (tachometer takes the
// smaller sample size − 1), and a ratio budget is judged on the difference of
// the logarithms (the interval of the ratio of geometric means), which is
// exact under the t model, where tachometer approximates the relative
// difference of the means.

/** 95 %: the interval misses the true difference one time in twenty. */
export const CONFIDENCE = 0.95

export type Interval = {
  /** The estimate: difference of the means (or ratio, for a ratio interval). */
  estimate: number
  low: number
  high: number
}

export type Verdict = 'met' | 'missed' | 'unresolved'

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length

/** The sample variance (n − 1 in the denominator). */
function variance(values: readonly number[]): number {
  const m = mean(values)
  return (
    values.reduce((sum, value) => sum + (value - m) ** 2, 0) /
    (values.length - 1)
  )
}

/** ln Γ(x), Lanczos (g = 7, n = 9); x > 0. */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028,
    771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ]
  if (x < 0.5) {
    return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  }
  const z = x - 1
  let sum = c[0]!
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i)
  const t = z + 7.5
  return (
    0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
  )
}

/** Continued fraction of the incomplete beta function (Numerical Recipes). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300
  let c = 1
  let d = 1 - ((a + b) * x) / (a + 1)
  if (Math.abs(d) < tiny) d = tiny
  d = 1 / d
  let h = d
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m
    let aa = (m * (b - m) * x) / ((a - 1 + m2) * (a + m2))
    d = 1 + aa * d
    if (Math.abs(d) < tiny) d = tiny
    c = 1 + aa / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    h *= d * c
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + 1 + m2))
    d = 1 + aa * d
    if (Math.abs(d) < tiny) d = tiny
    c = 1 + aa / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-14) break
  }
  return h
}

/** The regularized incomplete beta function I_x(a, b). */
function incompleteBeta(a: number, b: number, x: number): number {
  if (x <= 0) return 0
  if (x >= 1) return 1
  const front = Math.exp(
    logGamma(a + b) -
      logGamma(a) -
      logGamma(b) +
      a * Math.log(x) +
      b * Math.log(1 - x),
  )
  return x < (a + 1) / (a + b + 2)
    ? (front * betaContinuedFraction(a, b, x)) / a
    : 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b
}

/** P(T ≤ t) for Student's t with `df` degrees of freedom (df may be fractional). */
export function studentTCdf(t: number, df: number): number {
  const tail = 0.5 * incompleteBeta(df / 2, 0.5, df / (df + t * t))
  return t >= 0 ? 1 - tail : tail
}

/** The t with P(T ≤ t) = p, by bisection (p in (0.5, 1)). */
export function studentTQuantile(p: number, df: number): number {
  if (!(p > 0.5 && p < 1) || !(df > 0)) {
    throw new Error(`No t quantile for p = ${p}, df = ${df}`)
  }
  let low = 0
  let high = 1
  while (studentTCdf(high, df) < p) high *= 2
  for (let i = 0; i < 200 && high - low > 1e-12 * high; i++) {
    const middle = (low + high) / 2
    if (studentTCdf(middle, df) < p) low = middle
    else high = middle
  }
  return (low + high) / 2
}

const UNKNOWN: Interval = {
  estimate: Number.NaN,
  low: Number.NEGATIVE_INFINITY,
  high: Number.POSITIVE_INFINITY,
}

function finite(values: readonly number[]): number[] {
  return values.filter((value) => Number.isFinite(value))
}

/**
 * The 95 % confidence interval of mean(a) − mean(b), Welch's t (unequal
 * variances, Welch–Satterthwaite degrees of freedom). The samples are
 * treated as independent even though the bench interleaves them (pairing by
 * round would narrow the interval only if the rounds' noise were shared,
 * which a stall inside one load is not). Fewer than two usable values on
 * either side: an interval of everything.
 */
export function differenceInterval(
  a: readonly number[],
  b: readonly number[],
): Interval {
  const x = finite(a)
  const y = finite(b)
  if (x.length < 2 || y.length < 2) {
    return x.length > 0 && y.length > 0
      ? { ...UNKNOWN, estimate: mean(x) - mean(y) }
      : UNKNOWN
  }
  const estimate = mean(x) - mean(y)
  const va = variance(x) / x.length
  const vb = variance(y) / y.length
  const se = Math.sqrt(va + vb)
  // Both samples without any spread (TBT 0 in every load of both): the
  // difference is what it is.
  if (se === 0) return { estimate, low: estimate, high: estimate }
  const df =
    (va + vb) ** 2 / (va ** 2 / (x.length - 1) + vb ** 2 / (y.length - 1))
  const margin = studentTQuantile(1 - (1 - CONFIDENCE) / 2, df) * se
  return { estimate, low: estimate - margin, high: estimate + margin }
}

/**
 * The 95 % interval of the ratio a ÷ b: the difference interval of the
 * logarithms, exponentiated (the ratio of the geometric means). A ratio
 * budget r is then judged exactly as a difference budget of ln r.
 */
export function ratioInterval(
  a: readonly number[],
  b: readonly number[],
): Interval {
  const logs = (values: readonly number[]) =>
    finite(values)
      .filter((value) => value > 0)
      .map(Math.log)
  const log = differenceInterval(logs(a), logs(b))
  return {
    estimate: Math.exp(log.estimate),
    low: Math.exp(log.low),
    high: Math.exp(log.high),
  }
}

/** The 95 % interval of one sample's mean (the first tap against its budget). */
export function meanInterval(values: readonly number[]): Interval {
  const x = finite(values)
  if (x.length < 2) {
    return x.length === 1 ? { ...UNKNOWN, estimate: x[0]! } : UNKNOWN
  }
  const estimate = mean(x)
  const se = Math.sqrt(variance(x) / x.length)
  if (se === 0) return { estimate, low: estimate, high: estimate }
  const margin = studentTQuantile(1 - (1 - CONFIDENCE) / 2, x.length - 1) * se
  return { estimate, low: estimate - margin, high: estimate + margin }
}

/**
 * An upper budget (the value must stay at or below `max`): met when the
 * whole interval is within it, missed when the whole interval is beyond it,
 * unresolved while the interval crosses it.
 */
export function verdict(interval: Interval, max: number): Verdict {
  if (interval.high <= max) return 'met'
  if (interval.low > max) return 'missed'
  return 'unresolved'
}

/** The round cap and floor of the stop rule (issue 37). */
export const MAX_ROUNDS = 12
export const MIN_ROUNDS = 3

/**
 * Whether a route has been sampled enough after `rounds` rounds: every
 * metric's interval is wholly on one side of its budget (and at least
 * `min` rounds ran), or the cap is reached.
 */
export function shouldStop(
  rounds: number,
  verdicts: readonly Verdict[],
  { min = MIN_ROUNDS, max = MAX_ROUNDS } = {},
): boolean {
  if (rounds >= max) return true
  if (rounds < min) return false
  return verdicts.every((each) => each !== 'unresolved')
}
