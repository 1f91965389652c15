import { useCallback, useEffect, useState } from 'react'

import {
  GROWN_UP_WINDOW_MS,
  type Family,
  useAuth,
  useFamilyLearning,
  usePlayer,
} from '@/lib/backend'

import { ConsentForm } from './ConsentForm'
import { CreatePinForm } from './CreatePinForm'
import { FamilyDashboard } from './FamilyDashboard'
import { familyGate } from './familyGate'
import { FamilyError, FamilyLoading, SignInFirst } from './FamilyStatus'
import { GrownUpsLock } from './GrownUpsLock'
import { PinPrompt } from './PinPrompt'
import { ResetPinForm } from './ResetPinForm'
import { SignOutSection } from './SignOutSection'

/**
 * /family (decision 028). Every visit asks for the parent PIN (the first one
 * creates it), so a child who leaves their player for the grown-ups' area
 * cannot open settings or delete anything. Leaving the page locks it again,
 * and so does the end of the grown-up window, 30 minutes after the PIN
 * (decision 069), as the backend then refuses changes.
 */
export function GrownUpsArea() {
  const auth = useAuth()
  const { family, familyError, refreshFamily } = usePlayer()
  const [unlocked, setUnlocked] = useState(false)
  const relock = useCallback(() => setUnlocked(false), [])
  const [forgot, setForgot] = useState(false)
  useEffect(() => {
    if (!unlocked) return
    const timer = window.setTimeout(relock, GROWN_UP_WINDOW_MS)
    return () => window.clearTimeout(timer)
  }, [unlocked, relock])
  const gate = familyGate({
    authLoading: auth.loading,
    signedIn: auth.user !== null,
    family,
    familyError,
    unlocked,
  })

  switch (gate) {
    case 'loading':
      return <FamilyLoading text="family.players.loading" />
    case 'error':
      return <FamilyError onRetry={() => void refreshFamily()} />
    case 'sign-in':
      return (
        <SignInFirst
          title="family.area.signInTitle"
          body="family.area.signInBody"
        />
      )
    case 'consent':
      return <ConsentForm />
    case 'create-pin':
      return <CreatePinForm onCreated={() => setUnlocked(true)} />
    case 'enter-pin':
      return forgot ? (
        <ResetPinForm
          onDone={() => {
            setForgot(false)
            setUnlocked(true)
          }}
          onCancel={() => setForgot(false)}
        />
      ) : (
        <PinPrompt
          onUnlocked={() => setUnlocked(true)}
          onForgot={() => setForgot(true)}
        />
      )
    case 'open':
      return family ? (
        <GrownUpsLock relock={relock}>
          <div className="grid gap-12">
            <OpenDashboard family={family} onLock={relock} />
            <SignOutSection />
          </div>
        </GrownUpsLock>
      ) : null
  }
}

/** The dashboard once the PIN has opened the area, with what was learnt. */
function OpenDashboard(props: { family: Family; onLock: () => void }) {
  const learning = useFamilyLearning()
  return <FamilyDashboard {...props} learning={learning} />
}
