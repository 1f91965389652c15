import { Link } from 'react-router-dom'

import { LogIn } from '@/components/icons'
import { Button, buttonVariants } from '@/components/ui/Button'
import { Card, CardTitle } from '@/components/ui/Card'
import { t, type MessageKey } from '@/lib/i18n/family'
import { paths } from '@/lib/paths'

/** The family is loading: one polite line. */
export function FamilyLoading({ text }: { text: MessageKey }) {
  return (
    <p role="status" className="text-center text-lg">
      {t(text)}
    </p>
  )
}

/** The family could not be read: say so and offer "Try again". */
export function FamilyError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 text-center">
      <p className="text-lg">{t('family.players.error')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('family.players.retry')}
      </Button>
    </div>
  )
}

type SignInFirstProps = { title: MessageKey; body: MessageKey }

/** Nobody is signed in on this device: where a grown-up signs in. */
export function SignInFirst({ title, body }: SignInFirstProps) {
  return (
    <Card className="grid gap-4 text-center">
      <CardTitle as="h2">{t(title)}</CardTitle>
      <p>{t(body)}</p>
      <Link
        to={paths.auth.getHref()}
        className={buttonVariants({ className: 'justify-self-center' })}
      >
        <LogIn aria-hidden="true" />
        {t('family.players.signIn')}
      </Link>
    </Card>
  )
}
