import { readFileSync } from 'node:fs'
import path from 'node:path'

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { coloringPages } from '@/data/coloring'
import { coloringPages as teluguPages } from '@/data/te/coloring'
import { ageBandChoice } from '@/lib/ageBands/ageBandChoice'
import { gamesMessages as teluguMessages } from '@/lib/i18n/te/games'
import { createTestBackend, renderWithProviders } from '@/test/render'
import { showTelugu } from '@/test/telugu'

import {
  createRecordingPlayer,
  stubAnimate,
  stubMediaQueries,
} from '../shared/fakeBrowser'
import { COARSE_POINTER_QUERY, NO_HOVER_QUERY } from '../shared/instructions'
import { REDUCED_MOTION_QUERY } from '../shared/motion'
import { SoundPlayerContext } from '../shared/useSound'
import { JigsawGame } from './JigsawGame'

const art = (id: string) =>
  readFileSync(
    path.join(process.cwd(), 'public', 'coloring', `${id}.svg`),
    'utf8',
  )

function fakeBackend() {
  return createTestBackend({
    startGame: vi.fn(() => Promise.resolve(null)),
    recordGameResult: vi.fn(() =>
      Promise.resolve({ points: 3, newBadges: [], savedTo: 'device' as const }),
    ),
  })
}

const status = () =>
  screen.getAllByRole('status').find((el) => el.className.includes('sr-only'))
const tray = () => screen.getByRole('group', { name: 'Puzzle pieces' })

// random() just under 1 keeps the pieces in order: piece n belongs at n - 1
// (row by row), which lets the test know every piece's place.
const IN_ORDER = () => 0.999

describe('JigsawGame', () => {
  beforeEach(() => {
    // A guest who chose ages 5 to 7: a 3 × 3 puzzle to begin with.
    ageBandChoice.write('5-7')
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          new Response(art(url.replace(/^.*\/(\w+)\.svg$/, '$1')), {
            status: 200,
          }),
        ),
      ),
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    window.localStorage.clear()
  })

  // Keyboard use is remembered for the visit (this test file): the
  // instructions are checked before any test presses a key.
  it.each([
    [
      'names taps and no keys on a touch screen',
      [COARSE_POINTER_QUERY, NO_HOVER_QUERY],
      'Slide a piece onto the picture with your finger',
      [],
    ],
    [
      'names the mouse, and the keys for screen readers only, on a computer',
      [],
      'Drag a piece onto the picture with the mouse',
      ['sr-only'],
    ],
  ])('%s', async (_name, media, words, keys) => {
    stubMediaQueries(media)
    renderWithProviders(<JigsawGame onBack={() => {}} random={IN_ORDER} />, {
      backend: fakeBackend(),
    })
    const board = await screen.findByRole('group', { name: /^Puzzle board/ })
    expect(screen.getByText(new RegExp(`^${words}`))).toBeVisible()
    expect(board).toHaveAccessibleDescription(expect.stringContaining(words))
    // The keys' words, and where they are (only for screen readers).
    expect(
      screen.queryAllByText(/arrow keys/).map((el) => el.className),
    ).toEqual(keys)
  })

  it(
    'is played with the keyboard: pick up, move, put down, and records the round once',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup()
      const backend = fakeBackend()
      renderWithProviders(<JigsawGame onBack={() => {}} random={IN_ORDER} />, {
        backend,
      })
      const board = await screen.findByRole('group', {
        name: 'Puzzle board: Diya of Light',
      })
      expect(within(tray()).getAllByRole('button')).toHaveLength(9)
      expect(screen.getByText('In place: 0/9')).toBeInTheDocument()
      // A guest's round: no child profile.
      await waitFor(() =>
        expect(backend.startGame).toHaveBeenCalledWith(null, 'jigsaw'),
      )

      // The pieces are one Tab stop.
      const first = screen.getByRole('button', { name: 'Piece 1' })
      first.focus()
      await user.keyboard('{ArrowRight}')
      expect(screen.getByRole('button', { name: 'Piece 2' })).toHaveFocus()
      await user.keyboard('{ArrowLeft}')

      // Piece 1 picked up hovers over the first empty place; one step down
      // is the wrong place: it stays on the board, loose.
      await user.keyboard('{Enter}')
      expect(status()).toHaveTextContent(
        'Picked up piece 1, over row 1, column 1.',
      )
      const held = within(board).getByRole('button', {
        name: 'Piece 1, picked up, over row 1, column 1',
      })
      expect(held).toHaveFocus()
      await user.keyboard('{ArrowDown}')
      expect(status()).toHaveTextContent('Row 2, column 1.')
      await user.keyboard('{Enter}')
      expect(status()).toHaveTextContent(
        'Piece 1 is on the board at row 2, column 1, but it does not belong there.',
      )
      expect(
        within(board).getByRole('button', {
          name: 'Piece 1, on the board, row 2, column 1',
        }),
      ).toHaveFocus()
      expect(screen.getByText('Moves: 1')).toBeInTheDocument()

      // Escape puts a piece back where it was.
      await user.keyboard('{Enter}{ArrowRight}{Escape}')
      expect(status()).toHaveTextContent('Piece 1 is back where it was.')

      // Picked up again from there, moved home and put down: it fits.
      await user.keyboard('{Enter}{ArrowUp}{Enter}')
      expect(status()).toHaveTextContent(
        'Piece 1 fits! 1 of 9 pieces in place.',
      )
      // Focus goes on to the next piece to place.
      expect(screen.getByRole('button', { name: 'Piece 2' })).toHaveFocus()

      // Each next piece starts over the first empty place: its own.
      for (let n = 2; n <= 9; n += 1) {
        await user.keyboard(n % 2 ? '{Enter}{Enter}' : '  ')
        expect(status()).toHaveTextContent(`Piece ${n} fits!`)
      }
      // The burst lasts about 1.5 s of real time: looked for before the
      // slower queries below, which a busy machine can stretch past it.
      expect(screen.getByTestId('celebration')).toBeInTheDocument()
      expect(
        screen.getByRole('heading', { name: 'Puzzle complete!' }),
      ).toHaveFocus()
      expect(
        screen.getByText(/^You put all 9 pieces in place with 10 moves, in/),
      ).toBeInTheDocument()
      expect(await screen.findByText('You earned 3 points!')).toBeVisible()
      expect(backend.recordGameResult).toHaveBeenCalledTimes(1)
      expect(backend.recordGameResult).toHaveBeenCalledWith(
        { gameType: 'jigsaw', value: 9 },
        null,
      )
    },
  )

  it.each([
    ['shakes', [], 1],
    ['only marks, with reduced motion,', [REDUCED_MOTION_QUERY], 0],
  ])(
    'sounds each move, and %s a piece put down in the wrong place',
    { timeout: 30_000 },
    async (_name, media, shakes) => {
      const user = userEvent.setup()
      stubMediaQueries(media)
      const animations = stubAnimate()
      const { player, played } = createRecordingPlayer()
      renderWithProviders(
        <SoundPlayerContext value={player}>
          <JigsawGame onBack={() => {}} random={IN_ORDER} />
        </SoundPlayerContext>,
        { backend: fakeBackend() },
      )
      try {
        const board = await screen.findByRole('group', {
          name: 'Puzzle board: Diya of Light',
        })
        screen.getByRole('button', { name: 'Piece 1' }).focus()
        // Picked up: a tick. One place down is the wrong place.
        await user.keyboard('{Enter}')
        expect(played()).toEqual(['flip'])
        await user.keyboard('{ArrowDown}{Enter}')
        expect(played()).toEqual(['flip', 'wrong'])
        const loose = within(board).getByRole('button', {
          name: 'Piece 1, on the board, row 2, column 1',
        })
        expect(loose).toHaveClass('border-red-700')
        expect(animations.calls.map((call) => call.element)).toEqual(
          shakes ? [loose] : [],
        )
        // Picked up again the mark goes; put down at home it chimes.
        await user.keyboard('{Enter}')
        expect(
          within(board).getByRole('button', { name: /^Piece 1, picked up/ }),
        ).not.toHaveClass('border-red-700')
        await user.keyboard('{ArrowUp}{Enter}')
        expect(played()).toEqual(['flip', 'wrong', 'flip', 'match'])
        expect(status()).toHaveTextContent('Piece 1 fits!')
        expect(animations.calls).toHaveLength(shakes)
      } finally {
        animations.restore()
      }
    },
  )

  it(
    'cuts the child’s own coloured picture first, in the size chosen',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup()
      const backend = fakeBackend()
      window.localStorage.setItem(
        'vasavi-kids:coloring:kite',
        JSON.stringify({ version: 1, fills: { 'kite-r01': '#2f6fdd' } }),
      )
      renderWithProviders(<JigsawGame onBack={() => {}} random={IN_ORDER} />, {
        backend,
      })
      expect(
        await screen.findByRole('group', {
          name: 'Puzzle board: Sankranti Kite',
        }),
      ).toBeInTheDocument()
      const picture = screen.getByRole('combobox', { name: 'Picture' })
      expect(picture).toHaveDisplayValue(/\(your colors\)$/)

      await user.click(
        screen.getByRole('radio', { name: '11 to 15: 5 by 5, 25 pieces' }),
      )
      expect(within(tray()).getAllByRole('button')).toHaveLength(25)
      expect(screen.getByText('In place: 0/25')).toBeInTheDocument()

      await user.selectOptions(picture, 'lotus')
      expect(
        await screen.findByRole('group', {
          name: 'Puzzle board: Blooming Lotus',
        }),
      ).toBeInTheDocument()
      expect(within(tray()).getAllByRole('button')).toHaveLength(25)
      // Each new puzzle is a new round.
      await waitFor(() => expect(backend.startGame).toHaveBeenCalledTimes(3))
    },
  )

  it(
    'names its pictures in Telugu on a Telugu page',
    { timeout: 30_000 },
    async () => {
      await showTelugu()
      const user = userEvent.setup()
      const title = (id: string) =>
        teluguPages.find((page) => page.id === id)?.title ?? ''
      renderWithProviders(<JigsawGame onBack={() => {}} random={IN_ORDER} />, {
        backend: fakeBackend(),
        route: '/te/games',
      })
      const board = (id: string) =>
        screen.findByRole('group', {
          name: teluguMessages['games.jigsaw.board'].replace(
            '{title}',
            title(id),
          ),
        })
      expect(await board('diya')).toBeInTheDocument()
      const picture = screen.getByRole('combobox', {
        name: teluguMessages['games.jigsaw.picture'],
      })
      const options = within(picture).getAllByRole('option')
      expect(options.map((option) => option.textContent)).toEqual(
        options.map((option) => title(option.getAttribute('value') ?? '')),
      )
      for (const page of coloringPages) {
        expect(picture).not.toHaveTextContent(page.title)
      }
      await user.selectOptions(picture, 'lotus')
      expect(await board('lotus')).toBeInTheDocument()
    },
  )
})
