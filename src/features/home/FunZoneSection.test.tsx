import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { GAME_CATALOGUE } from '@/lib/games/gameCatalogue'
import { gameCatalogueMessages as english } from '@/lib/i18n/en/gameCatalogue'
import { gameCatalogueMessages as telugu } from '@/lib/i18n/te/gameCatalogue'
import { createTestBackend, renderWithProviders } from '@/test/render'
import { showTelugu } from '@/test/telugu'

import { FunZoneSection } from './FunZoneSection'
import type * as GameCardModule from './GameCard'

const cardRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('./GameCard', async (importOriginal) => {
  const actual = await importOriginal<typeof GameCardModule>()
  return {
    GameCard: (props: Parameters<typeof actual.GameCard>[0]) => {
      cardRenders.count++
      return actual.GameCard(props)
    },
  }
})

function renderFunZone(progress?: {
  badges: ('heritage_explorer' | 'cultural_scholar')[]
  totalScore: number
}) {
  const backend = progress
    ? createTestBackend({
        getMyProgress: () =>
          Promise.resolve({
            ...progress,
            quizBest: 12,
            memoryBest: null,
            completedGameTypes: ['quiz' as const],
          }),
      })
    : createTestBackend()
  renderWithProviders(<FunZoneSection />, { backend })
}

describe('the Fun Zone high score and badges', () => {
  it("reads '---' and offers Login / Sign Up before any game", async () => {
    renderFunZone()
    expect(await screen.findByText('No high score yet')).toBeInTheDocument()
    expect(screen.queryByText('Earned!')).not.toBeInTheDocument()
    expect(
      await screen.findByRole('link', { name: 'Login / Sign Up' }),
    ).toHaveAttribute('href', '/auth')
  })

  it("shows the player's points and marks the badges they earned", async () => {
    renderFunZone({
      badges: ['heritage_explorer', 'cultural_scholar'],
      totalScore: 16,
    })
    expect(await screen.findByText('16 points')).toBeInTheDocument()
    const badges = screen.getByRole('list', { name: 'Badges you can earn' })
    const items = within(badges).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Earned!')
    expect(items[1]).toHaveTextContent('Earned!')
    expect(items[2]).not.toHaveTextContent('Earned!')
  })
})

describe('the Fun Zone on start-up', () => {
  it('re-renders only the high score and badges when the saved progress arrives', async () => {
    cardRenders.count = 0
    renderFunZone({ badges: ['heritage_explorer'], totalScore: 16 })
    expect(await screen.findByText('16 points')).toBeInTheDocument()
    // Four game cards, each rendered once: the progress did not redraw them.
    expect(cardRenders.count).toBe(4)
  })
})

describe('the Fun Zone game cards', () => {
  it.each([
    ['English', english, '/'],
    ['Telugu', telugu, '/te'],
  ] as const)(
    'name each game, its length and players as /games does (%s)',
    async (language, messages, route) => {
      if (language === 'Telugu') await showTelugu()
      renderWithProviders(<FunZoneSection />, {
        backend: createTestBackend(),
        route,
      })
      const cards = screen.getAllByRole('listitem').slice(0, 3)
      const games = (['quiz', 'memory', 'hero_match'] as const).map(
        (id) => GAME_CATALOGUE[id],
      )
      for (const [index, entry] of games.entries()) {
        const card = within(cards[index] as HTMLElement)
        expect(
          card.getByRole('heading', { name: messages[entry.titleKey] }),
        ).toBeInTheDocument()
        expect(card.getByText(messages[entry.descriptionKey])).toBeVisible()
        expect(
          card.getByText(
            messages['games.menu.time'].replace(
              '{time}',
              messages[entry.timeKey],
            ),
          ),
        ).toBeVisible()
        expect(card.getByText(messages[entry.playersKey])).toBeVisible()
      }
    },
  )
})
