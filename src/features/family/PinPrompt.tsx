import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'

import { Button, buttonVariants } from '@/components/ui/Button'
import { Card, CardTitle } from '@/components/ui/Card'
import { useBackend } from '@/lib/backend'
import { t } from '@/lib/i18n/family'
import { paths } from '@/lib/paths'

import { familyErrorMessage } from './familyErrorMessage'
import { pinSchema } from './familySchemas'
import { PinField } from './PinField'

/**
 * "Grown-ups only": the parent PIN opens the area for this visit. A wrong PIN
 * is cleared and said aloud; many wrong ones make the backend wait.
 */
type PinPromptProps = { onUnlocked: () => void; onForgot: () => void }

export function PinPrompt({ onUnlocked, onForgot }: PinPromptProps) {
  const backend = useBackend()
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(pinSchema),
    defaultValues: { pin: '' },
  })

  const onValid = async ({ pin }: { pin: string }) => {
    try {
      if (await backend.verifyParentPin(pin)) {
        onUnlocked()
        return
      }
      resetField('pin')
      setError('pin', { message: t('family.pin.wrong') })
      setFocus('pin')
    } catch (error) {
      console.warn('Could not check the PIN:', error)
      setError('pin', { message: familyErrorMessage(error) })
    }
  }

  return (
    <Card className="mx-auto grid w-full max-w-md gap-4">
      <CardTitle as="h2">{t('family.pin.enterTitle')}</CardTitle>
      <p>{t('family.pin.enterBody')}</p>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => void handleSubmit(onValid)(event)}
      >
        <PinField
          label={t('family.pin.label')}
          invalid={Boolean(errors.pin)}
          input={register('pin')}
        />
        <p role="alert" className="min-h-6 font-bold text-red-700">
          {errors.pin?.message}
        </p>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('accounts.wait') : t('family.pin.open')}
        </Button>
      </form>
      <Button variant="link" className="justify-self-center" onClick={onForgot}>
        {t('family.pin.forgot')}
      </Button>
      <Link
        to={paths.players.getHref()}
        className={buttonVariants({
          variant: 'ghost',
          className: 'justify-self-center',
        })}
      >
        <ArrowLeft aria-hidden="true" />
        {t('family.pin.backToPlay')}
      </Link>
    </Card>
  )
}
