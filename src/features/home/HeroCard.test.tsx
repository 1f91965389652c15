import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { heroes } from '@/data/heroes'
import { renderWithProviders } from '@/test/render'

import { HeroCard } from './HeroCard'

const [sriramulu, venkayya] = heroes

describe('HeroCard', () => {
  it('tells Potti Sriramulu’s fast with a note for grown-ups first and the safety line after', () => {
    renderWithProviders(<HeroCard hero={sriramulu} />)
    const note = screen.getByRole('note')
    expect(note).toHaveTextContent('A note for grown-ups')
    expect(note).toHaveTextContent(/died after a long fast/)
    expect(screen.getByText(/After 58 days without food he died/)).toBeVisible()
    expect(
      screen.getByText(/Nobody should ever hurt themselves/),
    ).toHaveTextContent(/talk to a grown-up you trust\.$/)
  })

  it('shows no note for a story without a hard part', () => {
    renderWithProviders(<HeroCard hero={venkayya} />)
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })
})
