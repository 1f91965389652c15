/**
 * UI strings of the accounts work (the /auth and /leaderboard features and
 * the signed-in family in the nav); keys start with `accounts.`. Accounts
 * belong to parents (decision 028). The texts
 * of spec sections 5 and 8 are quoted exactly.
 */
export const accountsMessages = {
  'accounts.welcomeBack': 'Welcome Back!',
  'accounts.joinTheFun': 'Create a family account',
  'accounts.loginIntro':
    'For parents and guardians: log in, then your children choose their player.',
  'accounts.signUpIntro':
    'For parents and guardians. Afterwards you add each child with a fun name and an avatar: children never type an e-mail address or a password.',
  'accounts.google': 'Continue with Google',
  'accounts.divider': 'Or continue with email',
  'accounts.email': 'Email',
  'accounts.password': 'Password',
  'accounts.passwordHint': 'At least 6 characters.',
  'accounts.login': 'Login',
  'accounts.loginWithEmail': 'Log in with this email',
  'accounts.signUp': 'Sign Up',
  'accounts.wait': 'Please wait...',
  'accounts.toSignUp': "Don't have an account? Sign Up",
  'accounts.toLogin': 'Already have an account? Login',
  'accounts.demoTitle': 'Demo mode — progress is saved on this device only',
  'accounts.demoAuthBody':
    'Accounts, scores and badges are kept in this browser. They are not sent anywhere, and clearing the browser’s data removes them.',
  'accounts.demoLeaderboardBody':
    'This leaderboard shows the players who signed up on this device.',
  'accounts.parentConsent': 'I am a parent or guardian, 18 or older',
  'accounts.parentConsentHint':
    'By creating an account you agree to the {terms} and the {privacy}.',
  'accounts.invalid.consent':
    'Please confirm that you are a parent or guardian, 18 or older.',
  'accounts.invalid.email': 'Invalid email address',
  'accounts.invalid.password': 'Password must be at least 6 characters',
  'accounts.invalid.passwordRequired': 'Password is required',
  'accounts.toast.welcomeBack': 'Welcome back!',
  'accounts.toast.loggedIn': 'Successfully logged in.',
  'accounts.toast.created': 'Account created!',
  'accounts.toast.createdBody':
    'Now create a parent PIN and add your children as players.',
  'accounts.toast.confirmBody':
    'Check your email for a link to confirm your account, then log in.',
  'accounts.toast.exists': 'Account exists',
  'accounts.toast.existsBody':
    'This email is already registered. Please login instead.',
  'accounts.toast.error': 'Error',
  'accounts.toast.errorFallback': 'An error occurred',
  'accounts.toast.googleFallback': 'Failed to sign in with Google',
  'accounts.toast.network':
    'We could not reach the server. Check your internet connection and try again.',
  'accounts.toast.rateLimited':
    'Too many tries in a short time. Please wait a minute and try again.',
  'accounts.next.registered':
    'This email already has an account. Choose “Login” to log in with it: your email stays filled in.',
  'accounts.next.credentials':
    'Check your email and password, then press Login again. New here? Choose “Sign Up” below: your email stays filled in.',
  'accounts.next.network':
    'Everything you typed is still here. Check the internet connection, then try again.',
  'accounts.next.rateLimited':
    'Everything you typed is still here. Wait a minute, then try again.',
  'accounts.next.retry':
    'Everything you typed is still here. Please try again in a moment.',
  'accounts.board.caption': 'Top players, ranked by total points',
  'accounts.board.rank': 'Rank',
  'accounts.board.player': 'Player',
  'accounts.board.badges': 'Badges',
  'accounts.board.points': 'Points',
  'accounts.board.badgeCount.one': '{count} badge',
  'accounts.board.badgeCount.other': '{count} badges',
  'accounts.board.place1': '1st place',
  'accounts.board.place2': '2nd place',
  'accounts.board.place3': '3rd place',
  'accounts.board.you': 'You',
  'accounts.board.loading': 'Loading the leaderboard…',
  'accounts.board.empty': 'No scores yet! Be the first to play.',
  'accounts.board.errorTitle': 'We could not load the leaderboard',
  'accounts.board.errorBody':
    'Something went wrong while fetching the scores. Nothing you did caused it.',
  'accounts.board.retry': 'Try again',
  'accounts.board.yourRank': 'Your rank',
  'accounts.board.yourRankBody.one':
    'You are #{rank} with {count} point. Keep playing to climb into the top 50!',
  'accounts.board.yourRankBody.other':
    'You are #{rank} with {count} points. Keep playing to climb into the top 50!',
  'accounts.board.playToEarn': 'Play Games to Earn Points',
  'accounts.board.joinPrompt': 'Log in or sign up to join the leaderboard',
  'accounts.board.offlineTitle': "You're offline",
  'accounts.board.offlineBody':
    "The leaderboard needs an internet connection to show everyone's latest scores. Your own results are saved on this device, and nothing is lost. The board comes back as soon as you are online again.",
  'accounts.offlineTitle': 'Signing in needs an internet connection',
  'accounts.offlineBody':
    'You are offline right now. Your game results are kept on this device meanwhile, and what you typed here stays here: sign in or sign up when you are back online.',
  'accounts.forgot.link': 'Forgot your password?',
  'accounts.forgot.intro':
    'Type the e-mail address of your account. We will send it a link to choose a new password.',
  'accounts.forgot.send': 'Send the link',
  'accounts.forgot.sentTitle': 'Check your e-mail',
  'accounts.forgot.sentBody':
    'If {email} has an account, a link to choose a new password is on its way. Open it on this device within an hour: it works once. Nothing came? Look in the spam folder, or send it again.',
  'accounts.forgot.sendAgain': 'Send it again',
  'accounts.forgot.back': 'Back to login',
  'accounts.forgot.deviceTitle': 'Demo mode: your account lives on this device',
  'accounts.forgot.deviceBody':
    'Accounts in demo mode are kept only in this browser, so no e-mail can be sent. Your children’s players, rounds and badges are kept here too, and nothing is lost: with your account’s e-mail and your parent PIN, choose a new password right here.',
  'accounts.forgot.pin': 'Parent PIN',
  'accounts.forgot.deviceSave': 'Save the new password',
  'accounts.forgot.noPinTitle': 'No PIN, or forgot it too?',
  'accounts.forgot.noPinBody':
    'Then this device cannot tell that you are the parent, so the account stays as it is, with its children’s rounds, in case the password comes back to you. You can start again with a new account (Sign up): rounds played as a guest on this device go to its first player, and the old account keeps its own.',
  'accounts.invalid.pin': 'The PIN is 4 digits.',
  'accounts.invalid.confirm': 'The two passwords are not the same.',
  'accounts.recover.noAccount':
    'No account on this device has this e-mail address.',
  'accounts.recover.wrongPin': 'That is not this account’s parent PIN.',
  'accounts.recover.noPin':
    'This account has no parent PIN, so this device cannot tell that you are its parent (see below).',
  'accounts.recover.locked':
    'Too many wrong PINs: the PIN is locked for a while. Please try again later.',
  'accounts.newPassword.heading': 'Your new password',
  'accounts.newPassword.checking': 'Checking your link…',
  'accounts.newPassword.password': 'New password',
  'accounts.newPassword.confirm': 'New password again',
  'accounts.newPassword.save': 'Save and sign in',
  'accounts.newPassword.expiredTitle':
    'This link has expired or was already used',
  'accounts.newPassword.expiredBody':
    'A link to choose a new password works once, for one hour, on the device where it was asked for. Send yourself a new one:',
  'accounts.newPassword.deviceTitle': 'Demo mode sends no e-mail',
  'accounts.newPassword.deviceBody':
    'Accounts in demo mode live on this device only. To choose a new password, use “Forgot your password?” on the login page, with your e-mail and your parent PIN.',
  'accounts.newPassword.toLogin': 'Go to the login page',
  'accounts.toast.passwordSaved': 'New password saved',
  'accounts.toast.passwordSavedBody':
    'You are signed in. Now choose who is playing.',
} as const
