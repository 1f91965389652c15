type LampMarkProps = { size: number }

/**
 * The site's lamp (public/favicon.svg) drawn in the page, not loaded: an
 * error screen must show it even when nothing more can be fetched (offline).
 */
export function LampMark({ size }: LampMarkProps) {
  return (
    <svg
      viewBox="0 0 512 512"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="512" height="512" rx="112" fill="#7a1c2e" />
      <path d="M100 312c0 74 70 114 156 114s156-40 156-114z" fill="#ff9933" />
      <path
        d="M256 338c22 18 26 52 0 80-26-28-22-62 0-80z"
        fill="#f47f12"
        transform="rotate(-42 256 418)"
      />
      <path
        d="M256 338c22 18 26 52 0 80-26-28-22-62 0-80z"
        fill="#f47f12"
        transform="rotate(42 256 418)"
      />
      <path d="M256 338c22 18 26 52 0 80-26-28-22-62 0-80z" fill="#f47f12" />
      <ellipse cx="256" cy="312" rx="156" ry="24" fill="#f0b429" />
      <ellipse cx="256" cy="312" rx="128" ry="13" fill="#4e1320" />
      <rect x="192" y="424" width="128" height="24" rx="12" fill="#f0b429" />
      <path
        d="M256 64c30 52 80 96 80 160 0 46-36 82-80 82s-80-36-80-82c0-64 50-108 80-160z"
        fill="#ff9933"
      />
      <path
        d="M256 146c18 32 50 60 50 100 0 30-22 52-50 52s-50-22-50-52c0-40 32-68 50-100z"
        fill="#f0b429"
      />
      <path
        d="M256 218c8 16 22 30 22 48 0 14-10 24-22 24s-22-10-22-24c0-18 14-32 22-48z"
        fill="#fff8e7"
      />
    </svg>
  )
}
