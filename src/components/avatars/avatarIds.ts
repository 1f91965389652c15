/**
 * The avatars a child can choose for their profile, one drawing each
 * (`avatarArt.ts`). The list itself is part of the backend contract
 * (lib/backend/contract/types.ts, decision 028): the ids are stored with the profile
 * and the database accepts exactly these, so they never change; a new avatar
 * is a new id added at the end there.
 */
export { AVATAR_IDS, type AvatarId } from '@/lib/backend'
export { isAvatarId } from '@/lib/backend'
