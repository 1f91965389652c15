import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { TemplateText } from './TemplateText'

describe('TemplateText', () => {
  it('puts elements in the slots and keeps the words around them', () => {
    const { container } = render(
      <p>
        <TemplateText
          template="Read the {terms} and the {privacy}."
          slots={{
            terms: <a href="/t">Terms</a>,
            privacy: <a href="/p">Privacy</a>,
          }}
        />
      </p>,
    )
    expect(container).toHaveTextContent('Read the Terms and the Privacy.')
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      '/t',
    )
  })

  it('leaves an unknown slot as it was written', () => {
    const { container } = render(
      <TemplateText template="A {gap}." slots={{}} />,
    )
    expect(container).toHaveTextContent('A {gap}.')
  })
})
