import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ageBandChoice } from '@/lib/ageBands/ageBandChoice'
import { createTestBackend, renderWithProviders } from '@/test/render'
import { showTelugu } from '@/test/telugu'

import {
  createRecordingPlayer,
  stubAnimate,
  stubMediaQueries,
} from '../shared/fakeBrowser'
import { COARSE_POINTER_QUERY, NO_HOVER_QUERY } from '../shared/instructions'
import { REDUCED_MOTION_QUERY } from '../shared/motion'
import { newSeed } from '../shared/seededRandom'
import { SoundPlayerContext } from '../shared/useSound'
import { cellsOf, lettersOf, type Cell } from './grid'
import { makeRound, type WordSearchLevel } from './levels'
import { wordSearchMessages as teluguMessages } from './te/wordSearchMessages'
import { bankInEdition, HERITAGE_WORDS, type WordSetId } from './wordBank'
import { WordSearchGame } from './WordSearchGame'

const RANDOM = () => 0.25
/**
 * The round the game makes with RANDOM, known to the test: on a device that
 * has not played yet (the storage is cleared after each test), the first set.
 */
const roundOf = (level: WordSearchLevel, set: WordSetId = 'festivals') =>
  makeRound(level, set, newSeed(RANDOM))

function fakeBackend() {
  return createTestBackend({
    startGame: vi.fn(() => Promise.resolve(null)),
    recordGameResult: vi.fn(() =>
      Promise.resolve({ points: 6, newBadges: [], savedTo: 'device' as const }),
    ),
  })
}

function cell(
  { row, col }: Cell,
  size: number,
  gridName = 'Letter grid',
): HTMLElement {
  const grid = screen.getByRole('grid', { name: gridName })
  const found = within(grid).getAllByRole('button')[row * size + col]
  if (!found) throw new Error(`No cell ${row}:${col}`)
  return found
}
const status = () =>
  screen.getAllByRole('status').find((el) => el.className.includes('sr-only'))

/** A swipe from one letter to another, as a pointer makes it. */
function swipe(from: Cell, to: Cell, size = 8) {
  fireEvent.pointerDown(cell(from, size), { button: 0, isPrimary: true })
  fireEvent.pointerMove(cell(to, size))
  fireEvent.pointerUp(cell(to, size))
}

describe('WordSearchGame', () => {
  // A guest who chose ages 5 to 7 (an 8 × 8 grid) unless a test says.
  beforeEach(() => {
    ageBandChoice.write('5-7')
  })

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  // Keyboard use is remembered for the visit (this test file): the
  // instructions are checked before any test presses a key.
  it.each([
    [
      'names taps and no keys on a touch screen',
      [COARSE_POINTER_QUERY, NO_HOVER_QUERY],
      'Slide your finger across a word from its first letter to its last, or tap its first letter',
      [],
    ],
    [
      'names the mouse, and the keys for screen readers only, on a computer',
      [],
      'Drag across a word from its first letter to its last, or click its first letter',
      ['sr-only'],
    ],
  ])('%s', (_name, media, words, keys) => {
    stubMediaQueries(media)
    renderWithProviders(<WordSearchGame onBack={() => {}} random={RANDOM} />, {
      backend: fakeBackend(),
    })
    const board = screen.getByRole('grid', { name: 'Letter grid' })
    expect(screen.getByText(new RegExp(`^${words}`))).toBeVisible()
    expect(board).toHaveAccessibleDescription(expect.stringContaining(words))
    // The keys' words, and where they are (only for screen readers).
    expect(
      screen.queryAllByText(/arrow keys/).map((el) => el.className),
    ).toEqual(keys)
  })

  it.each([
    ['shakes', [], 1],
    ['only marks, with reduced motion,', [REDUCED_MOTION_QUERY], 0],
  ])(
    'sounds each choice, and %s the letters of a miss',
    { timeout: 30_000 },
    async (_name, media, shakes) => {
      const user = userEvent.setup()
      stubMediaQueries(media)
      const animations = stubAnimate()
      const { player, played } = createRecordingPlayer()
      const round = roundOf('5-7')
      renderWithProviders(
        <SoundPlayerContext value={player}>
          <WordSearchGame onBack={() => {}} random={RANDOM} />
        </SoundPlayerContext>,
        { backend: fakeBackend() },
      )
      const shaken = () => animations.calls.map((call) => call.element)
      try {
        // A crooked line by two taps: its two ends are marked and shaken.
        const [a, b] = [
          { row: 0, col: 0 },
          { row: 1, col: 2 },
        ]
        await user.click(cell(a, 8))
        expect(played()).toEqual(['flip'])
        await user.click(cell(b, 8))
        expect(played()).toEqual(['flip', 'wrong'])
        expect(status()).toHaveTextContent('No hidden word there.')
        expect(cell(a, 8)).toHaveClass('border-red-700')
        expect(cell(b, 8)).toHaveClass('border-red-700')
        expect(cell({ row: 0, col: 1 }, 8)).not.toHaveClass('border-red-700')
        expect(shaken()).toEqual(shakes ? [cell(a, 8), cell(b, 8)] : [])

        // The same line again by a swipe: shaken again.
        swipe(a, b)
        expect(played()).toEqual(['flip', 'wrong', 'wrong'])
        expect(shaken()).toHaveLength(4 * shakes)

        // A word found by a swipe: a chime, and the mark is gone.
        const placed = round.puzzle.words[0]
        const cells = placed ? cellsOf(placed) : []
        const first = cells[0]
        const last = cells.at(-1)
        if (!first || !last) throw new Error('No word')
        swipe(first, last)
        expect(played().at(-1)).toBe('match')
        expect(cell(b, 8)).not.toHaveClass('border-red-700')
        expect(shaken()).toHaveLength(4 * shakes)
      } finally {
        animations.restore()
      }
    },
  )

  it(
    'finds words by tapping first and last letters, and records the round once',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup()
      const backend = fakeBackend()
      const round = roundOf('5-7')
      renderWithProviders(
        <WordSearchGame onBack={() => {}} random={RANDOM} />,
        {
          backend,
        },
      )
      const grid = screen.getByRole('grid', { name: 'Letter grid' })
      expect(within(grid).getAllByRole('button')).toHaveLength(64)
      expect(screen.getByText('Found: 0/6')).toBeInTheDocument()
      // A guest's round: no child profile.
      await waitFor(() =>
        expect(backend.startGame).toHaveBeenCalledWith(null, 'word_search'),
      )

      // A line that spells nothing is a miss.
      await user.click(cell({ row: 0, col: 0 }, 8))
      expect(status()).toHaveTextContent(/^First letter \w chosen, row 1/)
      expect(cell({ row: 0, col: 0 }, 8)).toHaveAccessibleName(
        /first letter chosen$/,
      )
      await user.click(cell({ row: 1, col: 2 }, 8))
      expect(status()).toHaveTextContent('No hidden word there. Try again!')

      for (const [index, placed] of round.puzzle.words.entries()) {
        const cells = cellsOf(placed)
        const first = cells[0]
        const last = cells.at(-1)
        if (!first || !last) throw new Error('An empty word')
        // Last letter first: a word counts either way round.
        await user.click(cell(index % 2 ? first : last, 8))
        await user.click(cell(index % 2 ? last : first, 8))
        expect(status()).toHaveTextContent(
          `You found ${placed.word}! ${index + 1} of 6 words.`,
        )
        expect(cell(first, 8)).toHaveAccessibleName(/in a word you found$/)
      }
      // The burst lasts about 1.5 s of real time: looked for before the
      // slower queries below, which a busy machine can stretch past it.
      expect(screen.getByTestId('celebration')).toBeInTheDocument()
      expect(
        screen.getByRole('heading', { name: 'You found every word!' }),
      ).toHaveFocus()
      expect(
        screen.getByText('All 6 heritage words found.'),
      ).toBeInTheDocument()
      // Every word shows what it means, from the site's content.
      const meanings = screen.getByRole('region', { name: 'Words you found' })
      for (const entry of round.entries) {
        expect(within(meanings).getByText(entry.name)).toBeInTheDocument()
      }
      expect(await screen.findByText('You earned 6 points!')).toBeVisible()
      expect(backend.recordGameResult).toHaveBeenCalledTimes(1)
      expect(backend.recordGameResult).toHaveBeenCalledWith(
        { gameType: 'word_search', value: 6 },
        null,
      )

      // Play Again: the next set's words, still six of them.
      expect(
        screen.getByText('This puzzle: Festivals and foods'),
      ).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Play Again' }))
      expect(screen.getByText('This puzzle: Great sages')).toBeInTheDocument()
      expect(screen.getByText('Found: 0/6')).toBeInTheDocument()
      const words = screen.getByRole('region', { name: 'Words to find' })
      for (const entry of roundOf('5-7', 'sages').entries) {
        expect(
          within(words).getByText(entry.word, { selector: '.sr-only' }),
        ).toBeInTheDocument()
      }
    },
  )

  it('gives a child who comes back the next set of words, each in turn', () => {
    const seen: string[] = []
    for (let visit = 0; visit < 4; visit += 1) {
      const { unmount } = renderWithProviders(
        <WordSearchGame onBack={() => {}} random={RANDOM} />,
        { backend: fakeBackend() },
      )
      const name = screen.getByText(/^This puzzle: /).textContent ?? ''
      seen.push(name.replace('This puzzle: ', ''))
      unmount()
    }
    expect(seen).toEqual([
      'Festivals and foods',
      'Great sages',
      'Telugu words and values',
      'Festivals and foods',
    ])
  })

  it(
    'finds a word by a swipe from its first letter to its last',
    { timeout: 30_000 },
    () => {
      const round = roundOf('5-7')
      renderWithProviders(
        <WordSearchGame onBack={() => {}} random={RANDOM} />,
        {
          backend: fakeBackend(),
        },
      )
      const placed = round.puzzle.words[0]
      if (!placed) throw new Error('No word')
      const cells = cellsOf(placed)
      const first = cell(cells[0] ?? { row: 0, col: 0 }, 8)
      fireEvent.pointerDown(first, { button: 0, isPrimary: true })
      for (const c of cells.slice(1)) fireEvent.pointerMove(cell(c, 8))
      fireEvent.pointerUp(cell(cells.at(-1) ?? { row: 0, col: 0 }, 8))
      expect(status()).toHaveTextContent(`You found ${placed.word}!`)
      expect(screen.getByText('Found: 1/6')).toBeInTheDocument()
      expect(
        screen.getByText(`${placed.word}, found`, { selector: '.sr-only' }),
      ).toBeInTheDocument()
    },
  )

  it(
    'can be played with the keyboard, the grid one Tab stop',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup()
      const round = roundOf('5-7')
      renderWithProviders(
        <WordSearchGame onBack={() => {}} random={RANDOM} />,
        {
          backend: fakeBackend(),
        },
      )
      const grid = screen.getByRole('grid', { name: 'Letter grid' })
      const buttons = within(grid).getAllByRole('button')
      expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]])
      buttons[0]?.focus()
      await user.keyboard('{ArrowRight}{ArrowDown}')
      expect(cell({ row: 1, col: 1 }, 8)).toHaveFocus()
      await user.keyboard('{Enter}')
      expect(cell({ row: 1, col: 1 }, 8)).toHaveAccessibleName(
        /first letter chosen$/,
      )
      await user.keyboard('{Escape}')
      expect(status()).toHaveTextContent('Nothing chosen.')

      const placed = round.puzzle.words[1]
      const [first] = placed ? cellsOf(placed) : []
      const last = placed ? cellsOf(placed).at(-1) : undefined
      if (!first || !last) throw new Error('No word')
      const goTo = async (target: Cell) => {
        await user.keyboard('{Home}')
        for (let i = 0; i < target.row; i += 1)
          await user.keyboard('{ArrowDown}')
        for (let i = 0; i < target.col; i += 1)
          await user.keyboard('{ArrowRight}')
        expect(cell(target, 8)).toHaveFocus()
      }
      await goTo(first)
      await user.keyboard(' ')
      await goTo(last)
      await user.keyboard('{Enter}')
      expect(status()).toHaveTextContent(`You found ${placed?.word}!`)
    },
  )

  it(
    'offers a bigger grid for older children, with more words',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup()
      const backend = fakeBackend()
      renderWithProviders(
        <WordSearchGame onBack={() => {}} random={RANDOM} />,
        {
          backend,
        },
      )
      await user.click(screen.getByRole('radio', { name: '11 to 15: 10 × 10' }))
      const grid = screen.getByRole('grid', { name: 'Letter grid' })
      expect(within(grid).getAllByRole('button')).toHaveLength(100)
      expect(screen.getByText('Found: 0/8')).toBeInTheDocument()
      const list = screen.getByRole('region', { name: 'Words to find' })
      expect(within(list).getAllByRole('listitem')).toHaveLength(8)
      // A new grid is a new round.
      await waitFor(() => expect(backend.startGame).toHaveBeenCalledTimes(2))
    },
  )

  it(
    'on a Telugu page hides the Telugu words, an akshara a cell, and tells what they mean in Telugu',
    { timeout: 60_000 },
    async () => {
      await showTelugu()
      const user = userEvent.setup()
      const round = makeRound(
        '5-7',
        'festivals',
        newSeed(RANDOM),
        bankInEdition(),
      )
      renderWithProviders(
        <WordSearchGame onBack={() => {}} random={RANDOM} />,
        { backend: fakeBackend(), route: '/te/games' },
      )
      const list = screen.getByRole('region', {
        name: teluguMessages['games.wordSearch.words'],
      })
      for (const entry of round.entries) {
        expect(entry.word).toMatch(/^[\u0C00-\u0C7F]+$/)
        expect(list).toHaveTextContent(entry.word)
      }
      const gridName = teluguMessages['games.wordSearch.grid']
      for (const placed of round.puzzle.words) {
        const cells = cellsOf(placed)
        const first = cells[0]
        const last = cells.at(-1)
        if (!first || !last) throw new Error('An empty word')
        // Each cell holds one akshara of the Telugu word.
        expect(cell(first, 8, gridName)).toHaveTextContent(
          new RegExp(`^${lettersOf(placed.word)[0] ?? ''}$`),
        )
        await user.click(cell(first, 8, gridName))
        await user.click(cell(last, 8, gridName))
      }
      expect(screen.getByText('దొరికినవి: 6/6')).toBeInTheDocument()
      const meanings = screen.getByRole('region', {
        name: teluguMessages['games.wordSearch.meanings'],
      })
      for (const entry of round.entries) {
        const english = HERITAGE_WORDS.find(
          (w) => w.kind === entry.kind && w.source === entry.source,
        )
        expect(meanings).toHaveTextContent(entry.meaning)
        expect(meanings).not.toHaveTextContent(english?.meaning ?? '')
        expect(meanings).not.toHaveTextContent(/[A-Z]{3}/)
      }
    },
  )
})
