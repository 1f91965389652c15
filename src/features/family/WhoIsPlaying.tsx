import { Link, useNavigate } from 'react-router-dom'

import { Avatar } from '@/components/avatars/Avatar'
import { LockKeyhole } from '@/components/icons'
import { Badge } from '@/components/ui/Badge'
import { buttonVariants } from '@/components/ui/Button'
import { Card, CardTitle } from '@/components/ui/Card'
import { toast } from '@/components/ui/toastStore'
import { useAuth, usePlayer, type ChildProfile } from '@/lib/backend'
import { cn } from '@/lib/cn'
import { familyText } from '@/lib/i18n/family'
import { paths } from '@/lib/paths'

import { ConsentForm } from './ConsentForm'
import { playersGate } from './familyGate'
import { FamilyError, FamilyLoading, SignInFirst } from './FamilyStatus'

/**
 * "Who's playing?" (decision 028): one big avatar button per child. One tap
 * (or Enter / Space) makes that child the player of this device, remembered
 * here, and opens the games.
 */
export function WhoIsPlaying() {
  const auth = useAuth()
  const { family, familyError, refreshFamily, player, choosePlayer } =
    usePlayer()
  const navigate = useNavigate()
  const gate = playersGate({
    authLoading: auth.loading,
    signedIn: auth.user !== null,
    family,
    familyError,
  })

  const choose = (child: ChildProfile) => {
    choosePlayer(child.id)
    toast({
      title: familyText('family.players.chosen', { name: child.funName }),
      description: familyText('family.players.chosenBody'),
    })
    void navigate(paths.games.getHref())
  }

  if (gate === 'loading') return <FamilyLoading text="family.players.loading" />
  if (gate === 'error')
    return <FamilyError onRetry={() => void refreshFamily()} />
  if (gate === 'sign-in') {
    return (
      <SignInFirst
        title="family.players.signInTitle"
        body="family.players.signInBody"
      />
    )
  }
  if (gate === 'consent') return <ConsentForm />

  const profiles = family?.profiles ?? []
  return (
    <div className="grid gap-6">
      {profiles.length === 0 ? (
        <Card className="grid gap-2 text-center">
          <CardTitle as="h2">{familyText('family.players.none')}</CardTitle>
          <p>{familyText('family.players.noneBody')}</p>
        </Card>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {profiles.map((child) => {
            const current = child.id === player?.id
            return (
              <li key={child.id} className="flex">
                <button
                  type="button"
                  aria-pressed={current}
                  aria-label={familyText('family.players.choose', {
                    name: child.funName,
                  })}
                  onClick={() => choose(child)}
                  className={cn(
                    'flex min-h-12 w-full cursor-pointer flex-col items-center gap-2 rounded-3xl p-4 text-center shadow-card transition-colors hover:bg-saffron-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-maroon-700',
                    current
                      ? 'border-4 border-leaf-700 bg-leaf-50'
                      : 'border-2 border-cream-300 bg-white',
                  )}
                >
                  <Avatar id={child.avatar} size={96} decorative />
                  <span className="font-display text-xl font-bold break-all text-ink">
                    {child.funName}
                  </span>
                  {current ? (
                    <Badge variant="leaf">
                      {familyText('family.players.current')}
                    </Badge>
                  ) : null}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <Link
        to={paths.family.getHref()}
        className={buttonVariants({
          variant: 'outline',
          className: 'justify-self-center',
        })}
      >
        <LockKeyhole aria-hidden="true" />
        {familyText('family.players.grownUps')}
      </Link>
    </div>
  )
}
