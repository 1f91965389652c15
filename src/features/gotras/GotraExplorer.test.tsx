import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test/render'
import { showTelugu } from '@/test/telugu'

import { GotraExplorer } from './GotraExplorer'

async function setup() {
  const user = userEvent.setup()
  renderWithProviders(<GotraExplorer />)
  // The nodes arrive in the deferred render.
  await screen.findByRole(
    'button',
    { name: 'Kashyapa gotra' },
    { timeout: 5000 },
  )
  return { user, input: screen.getByRole('searchbox') }
}

// 102 SVG buttons make role queries slow in jsdom on a busy machine.
describe('GotraExplorer', { timeout: 30_000 }, () => {
  it('draws one tree node for each of the 102 gotras', async () => {
    await setup()
    const tree = screen.getByRole('group', { name: /Family tree/ })
    const nodes = tree.querySelectorAll('[role="button"]') // eslint-disable-line testing-library/no-node-access -- counting SVG nodes
    expect(nodes).toHaveLength(102)
  })

  it('highlights the first match, says so, and clears on an empty query', async () => {
    const { user, input } = await setup()
    await user.type(input, 'kashyap')
    expect(input).toHaveValue('kashyap')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Found 1 matching gotra(s) - look for the ✨ highlighted one!',
    )
    expect(
      screen.getByRole('button', { name: 'Kashyapa gotra, best search match' }),
    ).toHaveAttribute('tabindex', '0')

    await user.clear(input)
    await user.type(input, '   ')
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(''),
    )
    expect(
      screen.queryByRole('button', { name: /best search match/ }),
    ).not.toBeInTheDocument()
  })

  it('tells the visitor when nothing matches', async () => {
    const { user, input } = await setup()
    await user.type(input, 'zzq(*')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No gotras found matching "zzq(*". Try a different spelling!',
    )
  })

  it('opens a card from a node, shows two family names and a count, and closes with Escape', async () => {
    const { user } = await setup()
    const node = screen.getByRole('button', { name: 'Atreya gotra' })
    await user.click(node)
    const card = screen.getByRole('dialog', { name: 'Atreya Gotra' })
    expect(card).toHaveFocus()
    expect(card).toHaveTextContent('ARASA')
    expect(card).toHaveTextContent('ARISISHTA')
    expect(card).not.toHaveTextContent('ELISISHTA')
    expect(card).toHaveTextContent('+3 more')
    expect(
      screen.getByRole('link', { name: 'Read the Atreya story' }),
    ).toHaveAttribute('href', '/gotra/atreya')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(node).toHaveFocus()
  })

  it('moves between nodes with the arrow keys and opens one with Enter', async () => {
    const { user } = await setup()
    const first = screen.getByRole('button', { name: 'Aswalayana gotra' })
    expect(first).toHaveAttribute('tabindex', '0')
    first.focus()
    await user.keyboard('{ArrowRight}')
    const second = screen.getByRole('button', { name: 'Agastya gotra' })
    expect(second).toHaveFocus()
    expect(second).toHaveAttribute('tabindex', '0')
    expect(first).toHaveAttribute('tabindex', '-1')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(
      screen.getByRole('button', { name: 'Yajnavalkya gotra' }),
    ).toHaveFocus()

    await user.keyboard('{Enter}')
    expect(
      screen.getByRole('dialog', { name: 'Yajnavalkya Gotra' }),
    ).toHaveFocus()
    await user.click(
      screen.getByRole('button', { name: 'Close the Yajnavalkya card' }),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Yajnavalkya gotra' }),
    ).toHaveFocus()
  })

  it('opens the best match from the buttons under the search box', async () => {
    const { user, input } = await setup()
    await user.type(input, 'KASYABASA')
    await user.click(await screen.findByRole('button', { name: 'Kashyapa' }))
    expect(
      screen.getByRole('dialog', { name: 'Kashyapa Gotra' }),
    ).toBeInTheDocument()
  })
})

describe('GotraExplorer in both scripts', { timeout: 30_000 }, () => {
  it('finds a gotra typed in Telugu script on the English page', async () => {
    const { user, input } = await setup()
    await user.type(input, 'కశ్యప')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Found 1 matching gotra(s)',
    )
    expect(
      screen.getByRole('button', { name: 'Kashyapa gotra, best search match' }),
    ).toBeInTheDocument()
  })

  it('on the Telugu page, finds it by Telugu and by English spellings', async () => {
    await showTelugu()
    const user = userEvent.setup()
    renderWithProviders(<GotraExplorer />, { route: '/te/gotras' })
    const input = await screen.findByRole('searchbox', {
      name: 'గోత్రం కోసం వెతకండి',
    })
    await screen.findByRole('button', { name: 'కశ్యప గోత్రం' }, { timeout: 5000 })
    await user.type(input, 'కశ్యప')
    expect(await screen.findByRole('status')).toHaveTextContent('సరిపోయిన గోత్రం: 1')
    expect(
      screen.getByRole('button', { name: /^కశ్యప గోత్రం, / }),
    ).toHaveAttribute('tabindex', '0')
    await user.clear(input)
    await user.type(input, 'Kasyabasa')
    expect(await screen.findByRole('status')).toHaveTextContent('సరిపోయిన గోత్రం: 1')
    expect(screen.getByRole('button', { name: 'కశ్యప' })).toBeInTheDocument()
  })
})
