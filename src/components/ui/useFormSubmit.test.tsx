import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { FormField } from './FormField'
import { clearToasts, getToastState } from './toastStore'
import { useFormSubmit, type FormSubmitOptions } from './useFormSubmit'

type Values = { name: string; pin: string }

class Refused extends Error {
  constructor(readonly field: keyof Values | null) {
    super('refused')
  }
}

type Hooks = Pick<
  FormSubmitOptions<Values, string>,
  'action' | 'onSuccess' | 'onFailure'
>

/** A two-field form on the helper: a refusal names its field, or none. */
function TestForm({ action, onSuccess, onFailure }: Hooks) {
  const form = useForm<Values>({ defaultValues: { name: '', pin: '' } })
  const { errors } = form.formState
  const onSubmit = useFormSubmit({
    form,
    action,
    onSuccess,
    onFailure,
    fieldProblem: (error) =>
      error instanceof Refused && error.field
        ? { field: error.field, message: `Not that ${error.field}.` }
        : null,
    failureToast: () => ({ title: 'Error', description: 'Try again later.' }),
    what: 'The test form',
  })
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField
        label="Name"
        error={errors.name?.message}
        input={form.register('name', { required: 'Say a name.' })}
      />
      <FormField
        label="PIN"
        error={errors.pin?.message}
        input={form.register('pin')}
      />
      <button type="submit">Save</button>
    </form>
  )
}

async function fillAndSave(hooks: Hooks) {
  const user = userEvent.setup()
  render(<TestForm {...hooks} />)
  await user.type(screen.getByLabelText('Name'), 'Asha')
  await user.type(screen.getByLabelText('PIN'), '1234')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  return user
}

describe('useFormSubmit', () => {
  // Toasts live in a module store that the test files of a worker share.
  beforeEach(() => clearToasts())

  it('runs the action with the values, then onSuccess with its result; no toast', async () => {
    const action = vi.fn().mockResolvedValue('saved')
    const onSuccess = vi.fn()
    const onFailure = vi.fn()
    await fillAndSave({ action, onSuccess, onFailure })
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce())
    expect(action).toHaveBeenCalledWith({ name: 'Asha', pin: '1234' })
    expect(onSuccess).toHaveBeenCalledWith('saved', {
      name: 'Asha',
      pin: '1234',
    })
    expect(onFailure).not.toHaveBeenCalled()
    expect(getToastState().toasts).toEqual([])
  })

  it('says a failure about a field at that field, focuses it, keeps the values, no toast', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const refusal = new Refused('pin')
    const onSuccess = vi.fn()
    const onFailure = vi.fn()
    await fillAndSave({
      action: vi.fn().mockRejectedValue(refusal),
      onSuccess,
      onFailure,
    })
    const pin = screen.getByLabelText('PIN')
    await waitFor(() => expect(pin).toHaveFocus())
    expect(pin).toHaveAttribute('aria-invalid', 'true')
    expect(pin).toHaveAccessibleDescription('Not that pin.')
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
    expect(pin).toHaveValue('1234')
    expect(screen.getByLabelText('Name')).toHaveValue('Asha')
    expect(getToastState().toasts).toEqual([])
    expect(onSuccess).not.toHaveBeenCalled()
    expect(onFailure).toHaveBeenCalledWith(refusal)
  })

  it('toasts a failure about no field, marks no field, keeps the values', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const onFailure = vi.fn()
    await fillAndSave({
      action: vi.fn().mockRejectedValue(new Refused(null)),
      onFailure,
    })
    await waitFor(() => expect(onFailure).toHaveBeenCalledOnce())
    expect(getToastState().toasts).toMatchObject([
      { title: 'Error', description: 'Try again later.', open: true },
    ])
    for (const label of ['Name', 'PIN']) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid')
    }
    expect(screen.getByLabelText('PIN')).toHaveValue('1234')
    expect(warn).toHaveBeenCalledWith(
      'The test form failed:',
      expect.any(Refused),
    )
  })

  it('stops at the form’s own rules: the first problem is said and focused, the action waits', async () => {
    const action = vi.fn()
    const user = userEvent.setup()
    render(<TestForm action={action} />)
    await user.type(screen.getByLabelText('PIN'), '1234')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const name = screen.getByLabelText('Name')
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveAccessibleDescription('Say a name.')
    expect(action).not.toHaveBeenCalled()
    expect(getToastState().toasts).toEqual([])
  })
})
