import { Link } from 'react-router-dom'

import { LogIn } from '@/components/icons'
import { Button, buttonVariants } from '@/components/ui/Button'
import { Card, CardTitle } from '@/components/ui/Card'
import { familyText, type FamilyKey } from '@/lib/i18n/family'
import { paths } from '@/lib/paths'

/** The family is loading: one polite line. */
export function FamilyLoading({ text }: { text: FamilyKey }) {
  return (
    <p role="status" className="text-center text-lg">
      {familyText(text)}
    </p>
  )
}

/** The family could not be read: say so and offer "Try again". */
export function FamilyError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 text-center">
      <p className="text-lg">{familyText('family.players.error')}</p>
      <Button variant="outline" onClick={onRetry}>
        {familyText('family.players.retry')}
      </Button>
    </div>
  )
}

type SignInFirstProps = { title: FamilyKey; body: FamilyKey }

/** Nobody is signed in on this device: where a grown-up signs in. */
export function SignInFirst({ title, body }: SignInFirstProps) {
  return (
    <Card className="grid gap-4 text-center">
      <CardTitle as="h2">{familyText(title)}</CardTitle>
      <p>{familyText(body)}</p>
      <Link
        to={paths.auth.getHref()}
        className={buttonVariants({ className: 'justify-self-center' })}
      >
        <LogIn aria-hidden="true" />
        {familyText('family.players.signIn')}
      </Link>
    </Card>
  )
}
