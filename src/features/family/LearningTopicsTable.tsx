import { learningLocale, learningText } from '@/lib/i18n/learning'

import type { TopicRow } from './learningReport'

type LearningTopicsTableProps = {
  rows: readonly TopicRow[]
}

/**
 * The topics a child played: the questions learnt of those seen, and the
 * share answered right, as a percent with a bar (for the eye only) from
 * SHARE_FROM answers, as counts only on fewer (decision 076).
 */
export function LearningTopicsTable({ rows }: LearningTopicsTableProps) {
  const number = new Intl.NumberFormat(learningLocale())
  return (
    <table className="w-full border-collapse text-left">
      <thead>
        <tr className="border-b-2 border-cream-300 text-sm text-ink-muted">
          <th scope="col" className="py-1.5 pe-3 font-semibold">
            {learningText('learning.report.topic')}
          </th>
          <th scope="col" className="py-1.5 pe-3 font-semibold">
            {learningText('learning.report.learnt')}
          </th>
          <th scope="col" className="py-1.5 font-semibold">
            {learningText('learning.report.right')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-cream-300">
        {rows.map((row) => (
          <tr key={row.topic}>
            <th scope="row" className="py-2 pe-3 align-top font-normal">
              {row.name}
            </th>
            <td className="py-2 pe-3 align-top">
              {learningText('learning.report.learntValue', {
                learnt: number.format(row.learnt),
                seen: number.format(row.seen),
              })}
            </td>
            <td className="py-2 align-top">
              {row.percent === null ? (
                <span className="font-bold">
                  {learningText('learning.report.rightCount', {
                    right: number.format(row.right),
                    answered: number.format(row.answered),
                  })}
                </span>
              ) : (
                <>
                  <span className="font-bold">
                    {learningText('learning.report.rightValue', {
                      percent: `${number.format(row.percent)}%`,
                      right: number.format(row.right),
                      answered: number.format(row.answered),
                    })}
                  </span>
                  <span
                    aria-hidden="true"
                    className="mt-1 block h-2 w-full max-w-40 overflow-hidden rounded-full bg-cream-200"
                  >
                    <span
                      className="block h-full rounded-full bg-leaf-600"
                      style={{ width: `${row.percent}%` }}
                    />
                  </span>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
