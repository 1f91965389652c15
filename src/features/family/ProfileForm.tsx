import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { Controller } from 'react-hook-form'

import { AvatarPicker } from '@/components/avatars/AvatarPicker'
import { Sparkles } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { CheckboxField } from '@/components/ui/CheckboxField'
import { FormField } from '@/components/ui/FormField'
import { AGE_BANDS, USERNAME_MAX, type ChildProfile } from '@/lib/backend'
import { ageBandLabel, familyText } from '@/lib/i18n/family'

import { familyFieldProblem } from './familyErrorMessage'
import { profileSchema, type ProfileValues } from './familySchemas'
import { openAreaFailureToast, useRelockOnPinAgain } from './GrownUpsLock'
import { SubmitButton } from './SubmitButton'
import { suggestName } from './suggestName'
import { useFamilyForm } from './useFamilyForm'

type ProfileFormProps = {
  /** The child to change; a new child when left out. */
  profile?: ChildProfile
  /** Saves the child; throws when the backend refuses. */
  onSave: (values: ProfileValues) => Promise<ChildProfile>
  onSaved: (child: ChildProfile) => void
  onCancel: () => void
  /** The id of the heading that names the form. */
  labelledBy: string
}

/**
 * A child's fun name (with the suggester), avatar, optional age band and
 * "hide from the public leaderboard", for a new child too, so a child can be
 * kept off the board before they first appear on it. What was typed stays
 * when saving fails; a fun name already taken is said at the fun name.
 */
export function ProfileForm({
  profile,
  onSave,
  onSaved,
  onCancel,
  labelledBy,
}: ProfileFormProps) {
  const ageId = useId()
  const relockOnPinAgain = useRelockOnPinAgain()
  const { form, field, busy, onSubmit } = useFamilyForm({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      funName: profile?.funName ?? '',
      // The picker starts with no choice for a new child.
      avatar: profile?.avatar,
      ageBand: profile?.ageBand ?? ('' as const),
      hiddenFromLeaderboard: profile?.hiddenFromLeaderboard ?? false,
    },
    action: onSave,
    onSuccess: onSaved,
    fieldProblem: familyFieldProblem({ 'name-taken': 'funName' }),
    failureToast: openAreaFailureToast,
    onFailure: relockOnPinAgain,
    what: 'Saving the child',
  })
  const funName = field('funName')

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      className="grid gap-5"
      onSubmit={onSubmit}
    >
      <FormField
        label={familyText('family.profile.funName')}
        hint={familyText('family.profile.funNameHint')}
        error={funName.error}
        input={{
          ...funName.input,
          autoComplete: 'off',
          maxLength: USERNAME_MAX,
          required: true,
        }}
      >
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            form.setValue('funName', suggestName(), {
              shouldDirty: true,
              shouldValidate: true,
            })
          }
        >
          <Sparkles aria-hidden="true" />
          {familyText('family.profile.suggest')}
        </Button>
      </FormField>
      <Controller
        control={form.control}
        name="avatar"
        render={({ field: avatar, fieldState }) => (
          <AvatarPicker
            legend={familyText('family.profile.avatar')}
            value={avatar.value ?? null}
            onChange={avatar.onChange}
            error={fieldState.error?.message}
            inputRef={avatar.ref}
          />
        )}
      />
      <div className="grid gap-1.5">
        <label htmlFor={ageId} className="font-bold text-ink">
          {familyText('family.profile.ageBand')}
        </label>
        <select
          id={ageId}
          {...form.register('ageBand')}
          className="min-h-touch rounded-xl border-2 border-cream-300 bg-white px-4 text-lg text-ink"
        >
          <option value="">{familyText('family.profile.ageBandNone')}</option>
          {AGE_BANDS.map((band) => (
            <option key={band} value={band}>
              {ageBandLabel(band)}
            </option>
          ))}
        </select>
      </div>
      <CheckboxField
        label={familyText('family.profile.hidden')}
        hint={familyText('family.profile.hiddenHint')}
        input={form.register('hiddenFromLeaderboard')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} label={familyText('family.profile.save')} />
        <Button variant="ghost" onClick={onCancel}>
          {familyText('family.profile.cancel')}
        </Button>
      </div>
    </form>
  )
}
