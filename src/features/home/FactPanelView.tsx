import type { FactPanel } from '@/data/culture'

/** A panel of short facts, each led by a big value. */
export function FactPanelView({ panel }: { panel: FactPanel }) {
  return (
    <div className="rounded-3xl border-2 border-leaf-200 bg-leaf-50 p-6">
      <h3 className="text-2xl">{panel.title}</h3>
      <ul className="mt-4 space-y-4">
        {panel.facts.map((fact) => (
          <li key={fact.text} className="flex items-start gap-4">
            <span className="w-28 shrink-0 font-display text-xl font-bold text-leaf-800">
              {fact.value}
            </span>
            <span>{fact.text}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
