import {
  Heart,
  Languages,
  Shirt,
  Utensils,
  type LucideIcon,
} from '@/components/icons'
import { Card, CardDescription, CardTitle } from '@/components/ui/Card'
import type { CultureCard } from '@/data/culture'
import { homeText } from '@/lib/i18n/home'

const ICONS: Record<CultureCard['id'], LucideIcon> = {
  cuisine: Utensils,
  attire: Shirt,
  language: Languages,
  values: Heart,
}

/** One of the four "Our Way of Life" cards. */
export function CultureCardView({ card }: { card: CultureCard }) {
  const Icon = ICONS[card.id]
  return (
    <Card className="flex flex-col">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-saffron-100 text-saffron-800">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <CardTitle className="mt-4">{card.title}</CardTitle>
      <CardDescription>{card.description}</CardDescription>
      <ul className="mt-4 flex-1 space-y-2">
        {card.items.map((item) => (
          <li key={item.label} className="flex gap-2">
            <span aria-hidden="true" className="text-saffron-700">
              ✦
            </span>
            <span>
              {item.label}
              {item.telugu && !item.label.includes(item.telugu) ? (
                <>
                  {' '}
                  <span lang="te" className="font-semibold text-maroon-800">
                    ({item.telugu})
                  </span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 rounded-2xl bg-gold-100 p-3 text-sm">
        <strong>{`${homeText('home.culture.fact')}:`}</strong>
        {` ${card.fact}`}
      </p>
    </Card>
  )
}
