import { zodResolver } from '@hookform/resolvers/zod'
import { Sparkles } from 'lucide-react'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'

import { AvatarPicker } from '@/components/avatars/AvatarPicker'
import { Button } from '@/components/ui/Button'
import { CheckboxField } from '@/components/ui/CheckboxField'
import { FormField } from '@/components/ui/FormField'
import { toast } from '@/components/ui/toastStore'
import { AGE_BANDS, USERNAME_MAX, type ChildProfile } from '@/lib/backend'
import { ageBandLabel, t } from '@/lib/i18n/family'

import { firstError, profileSchema, type ProfileValues } from './familySchemas'
import { suggestName } from './suggestName'

type ProfileFormProps = {
  /** The child to change; a new child when left out. */
  profile?: ChildProfile
  onSave: (values: ProfileValues) => Promise<void>
  onCancel: () => void
  /** The id of the heading that names the form. */
  labelledBy: string
}

const FIELDS = ['funName', 'avatar', 'ageBand'] as const

/**
 * A child's fun name (with the suggester), avatar, optional age band and,
 * when changing one, "hide from the public leaderboard". What was typed stays
 * when saving fails.
 */
export function ProfileForm({
  profile,
  onSave,
  onCancel,
  labelledBy,
}: ProfileFormProps) {
  const ageId = useId()
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      funName: profile?.funName ?? '',
      // The picker starts with no choice for a new child.
      avatar: profile?.avatar as ProfileValues['avatar'],
      ageBand: profile?.ageBand ?? ('' as const),
      hiddenFromLeaderboard: profile?.hiddenFromLeaderboard ?? false,
    },
    shouldFocusError: true,
  })

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      className="grid gap-5"
      onSubmit={(event) =>
        void handleSubmit(onSave, (invalid) =>
          toast({
            title: t('accounts.toast.validation'),
            description: firstError(invalid, FIELDS) ?? undefined,
            variant: 'destructive',
          }),
        )(event)
      }
    >
      <FormField
        label={t('family.profile.funName')}
        hint={t('family.profile.funNameHint')}
        invalid={Boolean(errors.funName)}
        input={{
          ...register('funName'),
          autoComplete: 'off',
          maxLength: USERNAME_MAX,
          required: true,
        }}
      >
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            setValue('funName', suggestName(), { shouldDirty: true })
          }
        >
          <Sparkles aria-hidden="true" />
          {t('family.profile.suggest')}
        </Button>
      </FormField>
      <Controller
        control={control}
        name="avatar"
        render={({ field }) => (
          <AvatarPicker
            legend={t('family.profile.avatar')}
            value={field.value ?? null}
            onChange={field.onChange}
          />
        )}
      />
      <div className="grid gap-1.5">
        <label htmlFor={ageId} className="font-bold text-ink">
          {t('family.profile.ageBand')}
        </label>
        <select
          id={ageId}
          {...register('ageBand')}
          className="min-h-touch rounded-xl border-2 border-cream-300 bg-white px-4 text-lg text-ink"
        >
          <option value="">{t('family.profile.ageBandNone')}</option>
          {AGE_BANDS.map((band) => (
            <option key={band} value={band}>
              {ageBandLabel(band)}
            </option>
          ))}
        </select>
      </div>
      {profile ? (
        <CheckboxField
          label={t('family.profile.hidden')}
          hint={t('family.profile.hiddenHint')}
          input={register('hiddenFromLeaderboard')}
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('accounts.wait') : t('family.profile.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('family.profile.cancel')}
        </Button>
      </div>
    </form>
  )
}
