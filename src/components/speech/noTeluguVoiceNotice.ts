import { browserStorage, createStoredChoice } from '@/lib/storage/storedValue'

/**
 * Whether the "no Telugu voice" notice was read and put away on this device
 * (it is said once, not on every page). Only `dismissed` counts; anything
 * else reads as not yet seen.
 */
export const NO_TELUGU_VOICE_NOTICE_KEY = 'vasavi-kids:no-telugu-voice-notice'

export const noTeluguVoiceNotice = createStoredChoice({
  key: NO_TELUGU_VOICE_NOTICE_KEY,
  values: ['shown', 'dismissed'] as const,
  fallback: 'shown',
  getStorage: () => browserStorage('localStorage'),
})
