import { useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { Download, Trash2 } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { toast } from '@/components/ui/toastStore'
import { useDeleteAccount, useExportFamilyData } from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'
import { paths } from '@/lib/paths'

import { familyDownload, saveTextFile } from './familyDownload'
import { useFamilyFailure } from './GrownUpsLock'
import { TypedConfirmDialog } from './TypedConfirmDialog'

/** Download everything as JSON; delete the whole account (typed DELETE). */
export function DataAndDeletion() {
  const exportFamilyData = useExportFamilyData()
  const deleteFamilyAccount = useDeleteAccount()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const failed = useFamilyFailure()
  const word = familyText('family.confirm.deleteWord')

  const download = () =>
    exportFamilyData.mutate(undefined, {
      onSuccess: (data) => {
        const { fileName, text } = familyDownload(data)
        saveTextFile(fileName, text)
        toast({ title: familyText('family.settings.downloaded') })
      },
      onError: failed,
    })

  // The dialog awaits it: its button stays busy until the account is gone.
  const deleteAccount = async () => {
    try {
      await deleteFamilyAccount.mutateAsync()
    } catch (error) {
      setConfirming(false)
      failed(error)
      return
    }
    toast({ title: familyText('family.settings.deletedAccount') })
    await navigate(paths.home.getHref())
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h3 className="text-xl">{familyText('family.settings.download')}</h3>
        <p>{familyText('family.settings.downloadBody')}</p>
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={exportFamilyData.isPending}
          onClick={download}
        >
          <Download aria-hidden="true" />
          {exportFamilyData.isPending
            ? familyText('accounts.wait')
            : familyText('family.settings.downloadButton')}
        </Button>
      </div>
      <div className="grid gap-2 rounded-2xl border-2 border-red-700 p-4">
        <h3 className="text-xl">
          {familyText('family.settings.deleteAccount')}
        </h3>
        <p>{familyText('family.settings.deleteAccountBody')}</p>
        <Button
          variant="destructive"
          className="justify-self-start"
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          {familyText('family.settings.deleteAccountButton')}
        </Button>
      </div>
      {confirming ? (
        <TypedConfirmDialog
          title={familyText('family.confirm.deleteAccountTitle')}
          body={familyText('family.settings.deleteAccountBody')}
          word={word}
          action={familyText('family.settings.deleteAccountButton')}
          onConfirm={deleteAccount}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  )
}
