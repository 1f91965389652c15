import type { LegalBlock } from '@/data/legalTypes'

import { ContactDetails } from './ContactDetails'

type LegalBlockViewProps = { block: LegalBlock }

export function LegalBlockView({ block }: LegalBlockViewProps) {
  switch (block.kind) {
    case 'paragraph':
      return <p className="mt-3">{block.text}</p>
    case 'list':
      return (
        <ul className="mt-3 list-disc space-y-1 pl-6">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'contact':
      return <ContactDetails />
  }
}
