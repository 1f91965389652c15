import type { AchievementBadge, ExtraActivity, HomeGame } from '../homeGames'

export type { AchievementBadge, ExtraActivity, HomeGame } from '../homeGames'

/**
 * The Telugu twin of `homeGames.ts`: the Fun Zone's four game cards (the
 * three games take their Telugu names from the game catalogue's
 * dictionary), the extra activities and the three badges, with the same ids
 * and actions. `difficulty` is a key as well as a label (it picks the badge's
 * colour), so it stays English; `difficultyLabels` gives the Telugu word.
 */
export const homeGames = [
  { id: 'quiz', difficulty: 'Easy' },
  { id: 'memory', difficulty: 'Medium' },
  { id: 'hero_match', difficulty: 'Medium' },
  {
    id: 'gotra-explorer',
    title: 'గోత్ర అన్వేషణ',
    description: '102 గోత్రాల కుటుంబ వృక్షాన్ని చూసి, మీ కుటుంబ గోత్రాన్ని కనుక్కోండి.',
    difficulty: 'Easy',
    players: 'ఒక్కరు',
  },
] as const satisfies readonly HomeGame[]

/** The Telugu label of each difficulty (the English shows the key itself). */
export const difficultyLabels = {
  Easy: 'సులభం',
  Medium: 'మధ్యస్థం',
} as const satisfies Record<HomeGame['difficulty'], string>

export const extraActivities = [
  {
    id: 'coloring',
    title: 'రంగుల పేజీలు',
    description: 'ఆలయాలు, దీపాలు, గాలిపటాల బొమ్మలు ప్రింట్ చేసి రంగులు వేయండి.',
    action: 'coloring',
  },
  {
    id: 'puzzles',
    title: 'పజిల్స్',
    description: 'మన వారసత్వం గురించి బొమ్మల పజిల్స్, పదాల పజిల్స్.',
    action: 'puzzles',
  },
  {
    id: 'story-time',
    title: 'కథల సమయం',
    description: 'చదివి వినిపించే మన వారసత్వ కథలు వినండి.',
    action: 'coming-soon',
  },
] as const satisfies readonly ExtraActivity[]

/** Ids match the server's badge ids, as in English. */
export const achievementBadges = [
  {
    id: 'heritage_explorer',
    name: 'వారసత్వ అన్వేషి',
    description: 'ఏదైనా ఒక ఆట పూర్తి చేయండి.',
  },
  {
    id: 'cultural_scholar',
    name: 'సంస్కృతి జ్ఞాని',
    description: 'క్విజ్‌లో పూర్తి స్కోరు సాధించండి.',
  },
  {
    id: 'heritage_master',
    name: 'వారసత్వ గురువు',
    description: 'క్విజ్, జ్ఞాపకశక్తి ఆట, రెండు జత ఆటలు, కథ అల్లిక పూర్తి చేయండి.',
  },
] as const satisfies readonly AchievementBadge[]
