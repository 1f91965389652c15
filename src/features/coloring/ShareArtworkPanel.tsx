import { useCallback, useState } from 'react'

import {
  Camera,
  Frame,
  Gift,
  Printer,
  type LucideIcon,
} from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { Card, CardDescription, CardTitle } from '@/components/ui/Card'
import type { ColoringKey } from '@/lib/i18n/coloring'
import { coloringText } from '@/lib/i18n/coloring'

import { PrintSheet, type PrintItem } from './PrintSheet'

type Idea = {
  icon: LucideIcon
  title: ColoringKey
  body: ColoringKey
  print?: { action: ColoringKey; title: ColoringKey; src: string }
}

const IDEAS: readonly Idea[] = [
  {
    icon: Camera,
    title: 'coloring.share.photo.title',
    body: 'coloring.share.photo.body',
  },
  {
    icon: Frame,
    title: 'coloring.share.frame.title',
    body: 'coloring.share.frame.body',
    print: {
      action: 'coloring.share.frame.action',
      title: 'coloring.share.frameTitle',
      src: '/coloring/festive-frame.svg',
    },
  },
  {
    icon: Gift,
    title: 'coloring.share.gift.title',
    body: 'coloring.share.gift.body',
    print: {
      action: 'coloring.share.gift.action',
      title: 'coloring.share.giftTitle',
      src: '/coloring/gift-card.svg',
    },
  },
]

/** Ideas for sharing a finished page; two of them print a page to use. */
export function ShareArtworkPanel() {
  const [printItem, setPrintItem] = useState<PrintItem | null>(null)
  const endPrint = useCallback(() => setPrintItem(null), [])
  return (
    <section
      aria-labelledby="coloring-share-heading"
      className="bg-maroon-50 px-4 py-16"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="coloring-share-heading" className="text-3xl">
          {coloringText('coloring.share.heading')}
        </h2>
        <p className="mt-2 max-w-3xl text-ink-muted">
          {coloringText('coloring.share.intro')}
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {IDEAS.map(({ icon: Icon, title, body, print }) => (
            <li key={title}>
              <Card padding="snug" className="flex h-full flex-col">
                <Icon aria-hidden="true" className="size-8 text-maroon-700" />
                <CardTitle className="mt-3">{coloringText(title)}</CardTitle>
                <CardDescription>{coloringText(body)}</CardDescription>
                {print ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-4 self-start"
                    onClick={() =>
                      setPrintItem({
                        src: print.src,
                        title: coloringText(print.title),
                        alt: coloringText(print.title),
                        request: Date.now(),
                      })
                    }
                  >
                    <Printer aria-hidden="true" />
                    {coloringText(print.action)}
                  </Button>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      </div>
      <PrintSheet item={printItem} onDone={endPrint} />
    </section>
  )
}
