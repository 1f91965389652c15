import { useState } from 'react'

import { Plus } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { Card, CardTitle } from '@/components/ui/Card'
import { toast } from '@/components/ui/toastStore'
import {
  canAddProfile,
  MAX_PROFILES,
  useAddProfile,
  useUpdateProfile,
  type ChildProfile,
} from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'

import type { ProfileValues } from './familySchemas'
import { ProfileForm } from './ProfileForm'
import { ProfileRow } from './ProfileRow'

/** Which form is open: none, a new child's, or a child's with this id. */
type Editing = null | { mode: 'new' } | { mode: 'edit'; id: string }

/** A new child and a child's changes alike: the leaderboard choice too. */
const toInput = (values: ProfileValues) => ({
  funName: values.funName,
  avatar: values.avatar,
  ageBand: values.ageBand === '' ? null : values.ageBand,
  hiddenFromLeaderboard: values.hiddenFromLeaderboard,
})

/** The family's children: add, change (name, avatar, age, hidden), delete. */
export function ProfilesSection({ profiles }: { profiles: ChildProfile[] }) {
  const [editing, setEditing] = useState<Editing>(null)
  const add = useAddProfile()
  const update = useUpdateProfile()
  const full = !canAddProfile(profiles.length)

  // A failure stays in the form (ProfileForm), with what was typed.
  const saved = (added: boolean) => (child: ChildProfile) => {
    setEditing(null)
    toast({
      title: familyText('family.profile.saved'),
      description: added
        ? familyText('family.profile.added', { name: child.funName })
        : undefined,
    })
  }

  return (
    <section aria-labelledby="family-children" className="grid gap-4">
      <h2 id="family-children" className="text-3xl">
        {familyText('family.area.children')}
      </h2>
      <p>{familyText.count('family.area.childrenIntro', MAX_PROFILES)}</p>
      <ul className="grid gap-3">
        {profiles.map((child) =>
          editing?.mode === 'edit' && editing.id === child.id ? (
            <li key={child.id}>
              <Card>
                <CardTitle id="family-edit-child" className="mb-4">
                  {familyText('family.profile.editTitle', {
                    name: child.funName,
                  })}
                </CardTitle>
                <ProfileForm
                  labelledBy="family-edit-child"
                  profile={child}
                  onCancel={() => setEditing(null)}
                  onSave={(values) =>
                    update.mutateAsync({
                      profileId: child.id,
                      changes: toInput(values),
                    })
                  }
                  onSaved={saved(false)}
                />
              </Card>
            </li>
          ) : (
            <ProfileRow
              key={child.id}
              child={child}
              onEdit={() => setEditing({ mode: 'edit', id: child.id })}
            />
          ),
        )}
      </ul>
      {editing?.mode === 'new' ? (
        <Card>
          <CardTitle id="family-add-child" className="mb-4">
            {familyText('family.profile.addTitle')}
          </CardTitle>
          <ProfileForm
            labelledBy="family-add-child"
            onCancel={() => setEditing(null)}
            onSave={(values) => add.mutateAsync(toInput(values))}
            onSaved={saved(true)}
          />
        </Card>
      ) : (
        <div className="grid gap-2">
          <Button
            className="justify-self-start"
            disabled={full}
            aria-describedby={full ? 'family-full' : undefined}
            onClick={() => setEditing({ mode: 'new' })}
          >
            <Plus aria-hidden="true" />
            {familyText('family.profile.add')}
          </Button>
          {full ? (
            <p id="family-full" className="text-sm text-ink-muted">
              {familyText.count('family.profile.full', MAX_PROFILES)}
            </p>
          ) : null}
        </div>
      )}
    </section>
  )
}
