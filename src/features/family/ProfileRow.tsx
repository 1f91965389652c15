import { useState } from 'react'

import { Avatar } from '@/components/avatars/Avatar'
import { EyeOff, Pencil, Trash2 } from '@/components/icons'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { toast } from '@/components/ui/toastStore'
import { useDeleteProfile, type ChildProfile } from '@/lib/backend'
import { ageBandLabel, familyText } from '@/lib/i18n/family'

import { useFamilyFailure } from './GrownUpsLock'
import { TypedConfirmDialog } from './TypedConfirmDialog'

type ProfileRowProps = { child: ChildProfile; onEdit: () => void }

/** One child: avatar, fun name, age band, hidden or not, Change and Delete. */
export function ProfileRow({ child, onEdit }: ProfileRowProps) {
  const [confirming, setConfirming] = useState(false)
  const failed = useFamilyFailure()
  const remove = useDeleteProfile()

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(child.id)
      setConfirming(false)
      toast({
        title: familyText('family.profile.saved'),
        description: familyText('family.profile.deleted', {
          name: child.funName,
        }),
      })
    } catch (error) {
      setConfirming(false)
      failed(error)
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-3xl border border-cream-300 bg-white p-4 shadow-card">
      <Avatar id={child.avatar} size={56} />
      <div className="min-w-0 flex-1">
        <p className="font-display text-xl font-bold break-all">
          {child.funName}
        </p>
        <p className="flex flex-wrap gap-2 text-sm text-ink-muted">
          {child.ageBand ? <span>{ageBandLabel(child.ageBand)}</span> : null}
          {child.hiddenFromLeaderboard ? (
            <Badge>
              <EyeOff aria-hidden="true" className="mr-1 size-4" />
              {familyText('family.profile.hiddenBadge')}
            </Badge>
          ) : null}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={familyText('family.profile.editName', {
          name: child.funName,
        })}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" />
        {familyText('family.profile.edit')}
      </Button>
      <Button
        variant="destructive"
        size="sm"
        aria-label={familyText('family.profile.deleteName', {
          name: child.funName,
        })}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
        {familyText('family.profile.delete')}
      </Button>
      {confirming ? (
        <TypedConfirmDialog
          title={familyText('family.confirm.deleteChildTitle', {
            name: child.funName,
          })}
          body={familyText('family.confirm.deleteChildBody', {
            name: child.funName,
          })}
          word={child.funName}
          action={familyText('family.profile.deleteName', {
            name: child.funName,
          })}
          onConfirm={confirmDelete}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  )
}
