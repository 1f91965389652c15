import type { TraditionAccent } from '@/data/traditions'

/** Classes for each accent colour (contrast per tailwind.config.ts). */
export const ACCENT_CLASSES: Record<
  TraditionAccent,
  { band: string; icon: string }
> = {
  saffron: { band: 'bg-saffron-100', icon: 'bg-saffron-200 text-saffron-900' },
  gold: { band: 'bg-gold-100', icon: 'bg-gold-200 text-gold-900' },
  leaf: { band: 'bg-leaf-100', icon: 'bg-leaf-200 text-leaf-900' },
  maroon: { band: 'bg-maroon-50', icon: 'bg-maroon-100 text-maroon-900' },
}
