import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import type { ColoringPage } from '@/data/coloring'
import { renderWithProviders } from '@/test/render'

import { ColoringPageCard } from './ColoringPageCard'
import { MissingImageDialog } from './MissingImageDialog'

const pageWithoutArt: ColoringPage = {
  id: 'peacock',
  title: 'Peacock Dance',
  description: 'A peacock opening its tail.',
  difficulty: 'Medium',
  ageBand: '5-7',
  category: 'Culture',
  tips: 'Use blue and green for the feathers.',
  imageAlt: 'Line drawing of a peacock.',
}

function CardWithDialog({ page }: { page: ColoringPage }) {
  const [missing, setMissing] = useState<string | null>(null)
  return (
    <>
      <ColoringPageCard
        page={page}
        onColor={vi.fn()}
        onPrint={vi.fn()}
        onMissingImage={() => setMissing(page.title)}
      />
      {missing ? (
        <MissingImageDialog title={missing} onClose={() => setMissing(null)} />
      ) : null}
    </>
  )
}

describe('a coloring page card', () => {
  it('shows the page details and its actions', () => {
    const onColor = vi.fn()
    renderWithProviders(
      <ColoringPageCard
        page={{ ...pageWithoutArt, image: '/coloring/diya.svg' }}
        onColor={onColor}
        onPrint={vi.fn()}
        onMissingImage={vi.fn()}
      />,
    )
    const card = screen.getByRole('group', { name: 'Peacock Dance' })
    expect(card).toHaveTextContent('Difficulty: Medium')
    expect(card).toHaveTextContent('Ages 5 to 7 and up')
    expect(card).toHaveTextContent('Culture')
    expect(card).toHaveTextContent('Tip: Use blue and green for the feathers.')
    expect(
      screen.getByRole('img', { name: 'Line drawing of a peacock.' }),
    ).toHaveAttribute('src', '/coloring/diya.svg')
    expect(
      screen.getByRole('button', { name: 'Print: Peacock Dance' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Color on screen: Peacock Dance' }),
    ).toBeInTheDocument()
  })

  it('loads its picture lazily unless it is told the card is on screen', () => {
    const page = { ...pageWithoutArt, image: '/coloring/diya.svg' }
    const actions = {
      onColor: vi.fn(),
      onPrint: vi.fn(),
      onMissingImage: vi.fn(),
    }
    const { unmount } = renderWithProviders(
      <ColoringPageCard page={page} {...actions} />,
    )
    const lazyPicture = screen.getByRole('img', { name: page.imageAlt })
    expect(lazyPicture).toHaveAttribute('loading', 'lazy')
    expect(lazyPicture).toHaveAttribute('width', '800')
    expect(lazyPicture).toHaveAttribute('height', '1000')
    unmount()

    renderWithProviders(
      <ColoringPageCard
        page={page}
        {...actions}
        loading={{ loading: 'eager', fetchPriority: 'high' }}
      />,
    )
    const firstPicture = screen.getByRole('img', { name: page.imageAlt })
    expect(firstPicture).toHaveAttribute('loading', 'eager')
    expect(firstPicture).toHaveAttribute('fetchpriority', 'high')
  })

  it('explains in a dialog when a page has no picture, and gives focus back', async () => {
    const user = userEvent.setup()
    renderWithProviders(<CardWithDialog page={pageWithoutArt} />)
    expect(
      screen.queryByRole('button', { name: /^Print/ }),
    ).not.toBeInTheDocument()
    const download = screen.getByRole('button', {
      name: 'Download: Peacock Dance',
    })
    await user.click(download)

    const dialog = screen.getByRole('dialog', {
      name: 'Downloading "Peacock Dance" coloring page!',
    })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription(
      'In a real app, this would download a PDF coloring page.',
    )
    const ok = screen.getByRole('button', { name: 'OK' })
    expect(ok).toHaveFocus()

    // Tab stays inside the dialog.
    await user.tab()
    expect(ok).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(download).toHaveFocus()
  })
})
