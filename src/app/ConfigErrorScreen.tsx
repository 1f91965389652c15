import { shellText } from '@/lib/i18n/shell'

import { ErrorScreen } from './ErrorScreen'

type ConfigErrorScreenProps = { problems: readonly string[] }

/** Shown instead of the site when `lib/env` finds a bad setting. */
export function ConfigErrorScreen({ problems }: ConfigErrorScreenProps) {
  return (
    <main>
      <ErrorScreen
        title={shellText('config.title')}
        body={
          <>
            <p>{shellText('config.body')}</p>
            <ul className="mt-4 list-disc space-y-2 pl-6 text-left">
              {problems.map((problem) => (
                <li key={problem}>
                  <code className="break-words">{problem}</code>
                </li>
              ))}
            </ul>
          </>
        }
      />
    </main>
  )
}
