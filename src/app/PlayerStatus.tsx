import { LogOut, UserRound } from 'lucide-react'

import { Button } from '@/components/ui/Button'
import { toast } from '@/components/ui/toastStore'
import { useAuth, useBackend } from '@/lib/backend'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n/t'

/** The signed-in player's name and a Sign out button; nothing for guests. */
export function PlayerStatus({ className }: { className?: string }) {
  const backend = useBackend()
  const { user } = useAuth()
  if (!user) return null

  const signOut = async () => {
    try {
      await backend.signOut()
      toast({
        title: t('player.signedOut'),
        description: t('player.signedOutBody'),
      })
    } catch (error) {
      console.error('Sign-out failed:', error)
      toast({
        title: t('player.signOutFailed'),
        description: t('player.signOutFailedBody'),
        variant: 'destructive',
      })
    }
  }

  return (
    <div className={cn('items-center gap-2', className)}>
      <span
        className="flex min-w-0 items-center gap-1.5 font-bold text-maroon-800"
        title={t('player.signedIn', { name: user.username })}
      >
        <UserRound aria-hidden="true" className="size-5 shrink-0" />
        <span className="sr-only">{t('player.signedInAs')} </span>
        <span className="truncate">{user.username}</span>
      </span>
      <Button variant="outline" size="sm" onClick={() => void signOut()}>
        <LogOut aria-hidden="true" />
        {t('player.signOut')}
      </Button>
    </div>
  )
}
