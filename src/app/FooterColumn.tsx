import { Link } from 'react-router-dom'

import { localHref } from '@/lib/i18n/language'
import { shellText } from '@/lib/i18n/shell'

import type { NavItem } from './navItems'

type FooterColumnProps = { heading: string; items: readonly NavItem[] }

export function FooterColumn({ heading, items }: FooterColumnProps) {
  return (
    <div>
      <h2 className="font-display text-lg text-gold-300">{heading}</h2>
      <ul className="mt-2">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              to={localHref(item.href)}
              className="inline-flex min-h-touch items-center rounded-md text-cream-100 underline-offset-4 hover:text-white hover:underline"
            >
              {shellText(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
