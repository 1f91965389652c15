/**
 * UI strings of the accounts work (the /auth and /leaderboard features and
 * the signed-in player in the nav); keys start with `accounts.`. The texts
 * of spec sections 5 and 8 are quoted exactly.
 */
export const accountsMessages = {
  'accounts.welcomeBack': 'Welcome Back!',
  'accounts.joinTheFun': 'Join the Fun!',
  'accounts.loginIntro': 'Log in to keep earning badges.',
  'accounts.signUpIntro':
    'Create an account to earn badges and join the leaderboard.',
  'accounts.google': 'Continue with Google',
  'accounts.googleNeedsSupabase':
    'Google sign-in needs a Supabase project. In this demo, sign up with your email instead.',
  'accounts.divider': 'Or continue with email',
  'accounts.username': 'Username',
  'accounts.usernameHint':
    'Shown on the leaderboard, so pick a fun name: no real name, email address or phone number.',
  'accounts.suggestName': 'Suggest a fun name',
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
  'accounts.invalid.usernameShort': 'Username must be at least 3 characters',
  'accounts.invalid.usernameLong': 'Username must be less than 20 characters',
  'accounts.invalid.usernameEmail':
    'Please leave email addresses out of your username: the leaderboard is public.',
  'accounts.invalid.usernamePhone':
    'Please leave phone numbers out of your username: the leaderboard is public.',
  'accounts.invalid.usernameOther': 'Please choose a different username.',
  'accounts.invalid.email': 'Invalid email address',
  'accounts.invalid.password': 'Password must be at least 6 characters',
  'accounts.invalid.passwordRequired': 'Password is required',
  'accounts.toast.validation': 'Validation Error',
  'accounts.toast.welcomeBack': 'Welcome back!',
  'accounts.toast.loggedIn': 'Successfully logged in.',
  'accounts.toast.created': 'Account created!',
  'accounts.toast.createdBody': 'You can now start earning achievements!',
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
  'accounts.board.oneBadge': '1 badge',
  'accounts.board.manyBadges': '{count} badges',
  'accounts.board.pointsValue': '{points} points',
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
  'accounts.board.yourRankBody':
    'You are #{rank} with {points} points. Keep playing to climb into the top 50!',
  'accounts.board.playToEarn': 'Play Games to Earn Points',
  'accounts.board.joinPrompt': 'Log in or sign up to join the leaderboard',
  'accounts.board.offlineTitle': "You're offline",
  'accounts.board.offlineBody':
    "The leaderboard needs an internet connection to show everyone's latest scores. Your own results are saved on this device, and nothing is lost. The board comes back as soon as you are online again.",
  'accounts.offlineTitle': 'Signing in needs an internet connection',
  'accounts.offlineBody':
    'You are offline right now. Your game results are kept on this device meanwhile, and what you typed here stays here: sign in or sign up when you are back online.',
} as const
