import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'

import { ConfigErrorScreen } from './ConfigErrorScreen'

describe('ConfigErrorScreen', () => {
  it('names the missing Supabase variable instead of showing a blank page', () => {
    const result = parseEnv({ VITE_SUPABASE_URL: 'https://abc.example.co' })
    if (result.ok) throw new Error('expected a configuration problem')
    render(<ConfigErrorScreen problems={result.problems} />)
    expect(
      screen.getByRole('heading', { name: 'The site is not set up correctly' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('listitem')).toHaveTextContent(
      /^VITE_SUPABASE_ANON_KEY is not set/,
    )
  })
})
