import { useId, useState } from 'react'

import { ChevronDown, ChevronUp } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import type { Festival } from '@/data/festivals'
import { homeText } from '@/lib/i18n/home'

import { moreTraditionsText, traditionsPreview } from './festivalTraditions'

/**
 * One festival. The first four traditions show; a disclosure button reveals
 * the rest in the same list.
 */
export function FestivalCard({ festival }: { festival: Festival }) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const { shown, hiddenCount } = traditionsPreview(festival.traditions)
  const traditions = expanded ? festival.traditions : shown
  return (
    <Card className="flex flex-col">
      <h3 className="text-2xl">{festival.name}</h3>
      <dl className="mt-2 space-y-1 text-sm">
        <div>
          <dt className="inline font-bold">{`${homeText('home.festivals.when')}: `}</dt>
          <dd className="inline">{festival.englishDate}</dd>
        </div>
        <div>
          <dt className="inline font-bold">
            {`${homeText('home.festivals.traditionalDate')}: `}
          </dt>
          <dd className="inline">{festival.date}</dd>
        </div>
      </dl>
      <p className="mt-3">{festival.description}</p>
      <h4 className="mt-4 text-lg">{homeText('home.festivals.traditions')}</h4>
      <ul id={listId} className="mt-2 list-disc space-y-1 pl-5">
        {traditions.map((tradition) => (
          <li key={tradition}>{tradition}</li>
        ))}
      </ul>
      {hiddenCount > 0 ? (
        <div className="mt-2">
          {expanded ? null : (
            <p className="font-semibold text-saffron-800">
              {moreTraditionsText(hiddenCount)}
            </p>
          )}
          <Button
            variant="link"
            className="mt-1"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? (
              <ChevronUp aria-hidden="true" />
            ) : (
              <ChevronDown aria-hidden="true" />
            )}
            {expanded
              ? homeText('home.festivals.showFewer')
              : homeText('home.festivals.showAll', { name: festival.name })}
          </Button>
        </div>
      ) : null}
      <p className="mt-4 flex-1 rounded-2xl bg-saffron-50 p-3 text-sm">
        <strong>{`${homeText('home.festivals.significance')}:`}</strong>
        {` ${festival.significance}`}
      </p>
    </Card>
  )
}
