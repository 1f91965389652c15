import { useNavigate } from 'react-router-dom'

import { LogOut } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { toast } from '@/components/ui/toastStore'
import { useSignOut } from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'
import { paths } from '@/lib/paths'

/**
 * Signing the family out of this device. It lives only in the open
 * grown-ups' area, behind the parent PIN (issue 33): the child-facing top
 * bar and menu have no sign-out, so a child cannot sign the family out.
 */
export function SignOutSection() {
  const signOutOfDevice = useSignOut()
  const navigate = useNavigate()

  const signOut = () =>
    signOutOfDevice.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: familyText('player.signedOut'),
          description: familyText('player.signedOutBody'),
        })
        void navigate(paths.home.getHref())
      },
      onError: (error) => {
        console.error('Sign-out failed:', error)
        toast({
          title: familyText('player.signOutFailed'),
          description: familyText('player.signOutFailedBody'),
          variant: 'destructive',
        })
      },
    })

  return (
    <section aria-labelledby="family-sign-out" className="grid gap-4">
      <h2 id="family-sign-out" className="text-3xl">
        {familyText('family.area.signOutTitle')}
      </h2>
      <Card className="grid justify-items-start gap-4">
        <p>{familyText('family.area.signOutBody')}</p>
        <Button
          variant="outline"
          disabled={signOutOfDevice.isPending}
          onClick={signOut}
        >
          <LogOut aria-hidden="true" />
          {familyText('player.signOut')}
        </Button>
      </Card>
    </section>
  )
}
