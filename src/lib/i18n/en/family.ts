import type { AgeBand } from '@/lib/backend'

import { ageBandMessages } from './ageBands'

/**
 * UI strings of the family screens (decision 028): "Who's playing?", the
 * parent PIN, the grown-ups' area at /family and its account settings; keys
 * start with `family.`. A Telugu dictionary of the same type can sit beside.
 */
export const familyMessages = {
  // Who's playing?
  'family.players.signInTitle': 'Sign in to choose a player',
  'family.players.signInBody':
    'A parent or guardian signs in once on this device; then each child picks their own avatar here. You can also keep playing as a guest.',
  'family.players.signIn': 'Sign in as a grown-up',
  'family.players.intro': 'Tap your avatar to start playing.',
  'family.players.choose': 'Play as {name}',
  'family.players.current': 'Playing now',
  'family.players.chosen': 'Hi {name}!',
  'family.players.chosenBody': 'Your points and badges are saved for you.',
  'family.players.none': 'No players yet',
  'family.players.noneBody':
    'A grown-up can add each child in the grown-ups’ area, with a fun name and an avatar.',
  'family.players.grownUps': 'Grown-ups’ area',
  'family.players.loading': 'Loading your family…',
  'family.players.error': 'We could not load your family just now.',
  'family.players.retry': 'Try again',
  // The nav
  'family.nav.playingAs': 'Playing as {name}',
  'family.nav.switch': 'Switch player',
  'family.nav.whoIsPlaying': "Who's playing?",
  'family.nav.family': 'Your family',
  'family.nav.grownUps': 'Grown-ups',
  'family.nav.playerMenu': '{who}: player menu',
  // Consent (Google sign-ups, accounts from before families)
  'family.consent.title': 'One thing before you go on',
  'family.consent.body':
    'Vasavi Kids accounts belong to a parent or guardian, who adds their children as players. Please confirm this is you.',
  'family.consent.label':
    'I am a parent or guardian, 18 or older, and I agree to the Terms of Use and the Privacy Policy.',
  'family.consent.required':
    'Please confirm that you are a parent or guardian, 18 or older.',
  'family.consent.submit': 'Confirm',
  // The PIN
  'family.pin.label': 'Parent PIN',
  'family.pin.hint': '4 digits. Children should not know it.',
  'family.pin.invalid': 'The PIN must be exactly 4 digits.',
  'family.pin.createTitle': 'Create a parent PIN',
  'family.pin.createBody':
    'The grown-ups’ area asks for this PIN, so children cannot add, edit or delete players, change settings or delete the account.',
  'family.pin.createNotGuarded':
    'Choosing who is playing needs no PIN: each child taps their own avatar to play.',
  'family.pin.confirm': 'Type the PIN again',
  'family.pin.mismatch': 'The two PINs are not the same.',
  'family.pin.create': 'Save the PIN',
  'family.pin.enterTitle': 'Grown-ups only',
  'family.pin.enterBody': 'Enter the parent PIN to open the grown-ups’ area.',
  'family.pin.open': 'Open',
  'family.pin.wrong': 'That is not the right PIN.',
  'family.pin.lockedTitle': 'Too many wrong tries',
  'family.pin.lockedBody':
    'To keep the grown-ups’ area safe, the PIN is locked for a while.',
  'family.pin.lockedWait.one': 'Try again in {count} minute, at {time}.',
  'family.pin.lockedWait.other': 'Try again in {count} minutes, at {time}.',
  'family.pin.lockedWaitHours.one': 'Try again in {count} hour, at {time}.',
  'family.pin.lockedWaitHours.other': 'Try again in {count} hours, at {time}.',
  'family.pin.lockedForgot':
    'Are you the parent or guardian? Your password lets you choose a new PIN now.',
  'family.pin.backToPlay': 'Back to playing',
  'family.pin.forgot': 'Forgot the PIN?',
  'family.pin.resetTitle': 'Choose a new parent PIN',
  'family.pin.resetBody':
    'To keep children out, a forgotten PIN can only be replaced by the parent or guardian who just signed in. Type your password, or, if you use Google, sign out and in again with Google and come back within 10 minutes.',
  'family.pin.resetPassword':
    'Your password (not needed right after signing in)',
  'family.pin.reset': 'Save the new PIN',
  'family.pin.resetDone': 'The new parent PIN is saved.',
  'family.pin.resetSignInAgain':
    'Please type your password, or sign out and sign in again first.',
  'family.pin.resetCancel': 'I remember it',
  // The grown-ups' area
  'family.area.signInTitle': 'The grown-ups’ area needs a sign-in',
  'family.area.signInBody':
    'Sign in with the parent or guardian account to manage your children’s players and see their progress.',
  'family.area.children': 'Your children',
  'family.area.childrenIntro.one':
    'Up to {count} player. Each has a fun name, an avatar and, if you wish, an age band and a choice to stay off the public leaderboard; nothing else is asked about your child.',
  'family.area.childrenIntro.other':
    'Up to {count} players. Each has a fun name, an avatar and, if you wish, an age band and a choice to stay off the public leaderboard; nothing else is asked about your child.',
  'family.area.progress': 'Progress',
  'family.area.settings': 'Account settings',
  'family.area.lock': 'Lock and go back to playing',
  'family.area.signOutTitle': 'Sign out of this device',
  'family.area.signOutBody':
    'The children can play here until a grown-up signs out. To come back, log in with the parent’s email and password.',
  // Profiles
  'family.profile.add': 'Add a child',
  'family.profile.addTitle': 'Add a child',
  'family.profile.editTitle': 'Change {name}',
  'family.profile.edit': 'Change',
  'family.profile.editName': 'Change {name}',
  'family.profile.delete': 'Delete',
  'family.profile.deleteName': 'Delete {name}',
  'family.profile.full.one':
    'A family can have {count} player. Delete one to add another.',
  'family.profile.full.other':
    'A family can have {count} players. Delete one to add another.',
  'family.profile.funName': 'Fun name',
  'family.profile.funNameHint':
    'Use a fun name, not your child’s real name: it is shown on the public leaderboard. No e-mail address or phone number.',
  'family.profile.suggest': 'Suggest a fun name',
  'family.profile.avatar': 'Avatar',
  'family.profile.ageBand': 'Age (optional)',
  'family.profile.ageBandNone': 'Not saying',
  'family.profile.hidden': 'Hide from the public leaderboard',
  'family.profile.hiddenHint':
    'Your child still sees their own points and rank.',
  'family.profile.hiddenBadge': 'Hidden from the leaderboard',
  'family.profile.save': 'Save',
  'family.profile.cancel': 'Cancel',
  'family.profile.saved': 'Saved',
  'family.profile.added': '{name} can now play.',
  'family.profile.deleted': '{name} was deleted, with all of their results.',
  'family.profile.chooseAvatar': 'Please choose an avatar.',
  'family.invalid.funNameShort': 'Fun name must be at least 3 characters',
  'family.invalid.funNameLong': 'Fun name must be less than 20 characters',
  'family.invalid.funNameEmail':
    'Please leave email addresses out of the fun name: the leaderboard is public.',
  'family.invalid.funNamePhone':
    'Please leave phone numbers out of the fun name: the leaderboard is public.',
  'family.invalid.funNameOther': 'Please choose a different fun name.',
  // Reports
  'family.report.loading': 'Loading your children’s progress…',
  'family.report.error': 'We could not load the progress just now.',
  'family.report.empty': 'Add a child to see their progress here.',
  // Settings
  'family.settings.password': 'Change password',
  'family.settings.currentPassword': 'Current password',
  'family.settings.currentPasswordRequired':
    'Type your current password to confirm the change.',
  'family.settings.newPassword': 'New password',
  'family.settings.passwordChanged': 'Your password was changed.',
  'family.settings.pin': 'Change the parent PIN',
  'family.settings.currentPin': 'Current PIN',
  'family.settings.currentPinRequired':
    'Type the current PIN to confirm the change.',
  'family.settings.newPin': 'New PIN',
  'family.settings.pinChanged': 'The parent PIN was changed.',
  'family.settings.download': 'Download all of your family’s data',
  'family.settings.downloadBody':
    'One JSON file with everything we keep about your family: your e-mail address and, for each child, the fun name, avatar, age band, badges and every game result.',
  'family.settings.downloadButton': 'Download (JSON)',
  'family.settings.downloaded': 'Your family’s data was downloaded.',
  'family.settings.deleteAccount': 'Delete the whole account',
  'family.settings.deleteAccountBody':
    'This deletes your sign-in, every child’s player, results, badges and the PIN, at once. It cannot be undone.',
  'family.settings.deleteAccountButton': 'Delete the account',
  'family.settings.deletedAccount':
    'Your account and all of its data were deleted.',
  'family.settings.save': 'Save',
  // Typed confirmation
  'family.confirm.typeToConfirm': 'To confirm, type {word}',
  'family.confirm.mismatch': 'Type {word} exactly to confirm.',
  'family.confirm.cancel': 'Cancel',
  'family.confirm.deleteChildTitle': 'Delete {name}?',
  'family.confirm.deleteChildBody':
    '{name}’s player, results, badges and place on the leaderboard will be deleted. This cannot be undone.',
  'family.confirm.deleteAccountTitle': 'Delete the whole account?',
  'family.confirm.deleteWord': 'DELETE',
  // Errors
  'family.error.title': 'Error',
  'family.error.nameTaken':
    'That fun name is already taken on the leaderboard. Try another, or press “Suggest a fun name”.',
  'family.error.limit.one': 'A family can have {count} player at most.',
  'family.error.limit.other': 'A family can have {count} players at most.',
  'family.error.wrongPin': 'That is not the right PIN.',
  'family.error.pinAgain':
    'For your children’s safety, please enter the parent PIN again.',
  'family.error.wrongPassword': 'The current password is not right.',
  'family.error.notFound': 'This player no longer exists.',
  'family.error.invalid': 'Please check what you typed.',
  'family.error.network':
    'We could not reach the server. Check your internet connection and try again.',
  'family.error.rateLimited':
    'Too many tries in a short time. Please wait a minute and try again.',
  'family.error.storageFull':
    'This device is out of storage space, so the change could not be saved. Everything saved before is safe.',
  'family.error.signedOut': 'Please sign in again.',
  'family.error.fallback': 'Something went wrong. Please try again.',
} as const

/** The one age scheme's names (en/ageBands.ts), by band. */
export const ageBandLabels: Record<AgeBand, string> = {
  '5-7': ageBandMessages['ageBand.5-7'],
  '8-10': ageBandMessages['ageBand.8-10'],
  '11-15': ageBandMessages['ageBand.11-15'],
}
