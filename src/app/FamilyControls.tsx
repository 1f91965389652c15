import { LockKeyhole, LogOut, UserRound } from 'lucide-react'
import { Link } from 'react-router-dom'

import { Avatar } from '@/components/avatars/Avatar'
import { Button, buttonVariants } from '@/components/ui/Button'
import { toast } from '@/components/ui/toastStore'
import { usePlayer, useSignOut } from '@/lib/backend'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n/family'
import { paths } from '@/lib/paths'

/**
 * The signed-in family in the nav (decision 028): the child playing, as a
 * link to "Who's playing?" to switch; the grown-ups' area (it asks for the
 * parent PIN); Sign out.
 */
export function FamilyControls({ className }: { className?: string }) {
  const signOutHere = useSignOut()
  const { player } = usePlayer()

  const signOut = async () => {
    try {
      await signOutHere()
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
    <div className={cn('items-center gap-1', className)}>
      <Link
        to={paths.players.getHref()}
        className="flex min-h-touch min-w-0 items-center gap-1.5 rounded-full pr-2 font-bold text-maroon-800 hover:bg-maroon-50"
      >
        {player ? (
          <Avatar id={player.avatar} size={36} decorative />
        ) : (
          <UserRound aria-hidden="true" className="size-5 shrink-0" />
        )}
        {player ? (
          <>
            <span className="sr-only">
              {t('family.nav.playingAs', { name: player.funName })}.{' '}
              {t('family.nav.switch')}:{' '}
            </span>
            <span aria-hidden="true" className="truncate">
              {player.funName}
            </span>
          </>
        ) : (
          <span className="truncate">{t('family.nav.whoIsPlaying')}</span>
        )}
      </Link>
      <Link
        to={paths.family.getHref()}
        aria-label={t('family.nav.grownUps')}
        title={t('family.nav.grownUps')}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        <LockKeyhole aria-hidden="true" />
      </Link>
      <Button variant="outline" size="sm" onClick={() => void signOut()}>
        <LogOut aria-hidden="true" />
        {t('player.signOut')}
      </Button>
    </div>
  )
}
