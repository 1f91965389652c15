/** UI strings of the games feature; keys start with `games.`. */
export const gamesMessages = {
  'games.menu.heading': 'Choose a game',
  'games.menu.play': 'Play',
  'games.menu.playGame': 'Play {title}',
  'games.loading': 'Getting the game ready…',
  'games.backToGames': 'Back to Games',
  'games.time.label': 'Time: about {time}',
  'games.quiz.band.inUse': 'Questions for ages {band}',
  'games.quiz.start.intro':
    'Twelve questions each round. You will not see a question again until you have seen all the others.',
  'games.quiz.start': 'Start the quiz',
  'games.quiz.drawing': 'Choosing your questions…',
  'games.quiz.progress': 'Question {number} of {total} | Score: {score}',
  'games.quiz.options': 'Answers',
  /** The letters before the four answers, comma-separated. */
  'games.quiz.letters': 'A,B,C,D',
  'games.quiz.next': 'Next question',
  'games.quiz.seeScore': 'See my score',
  'games.quiz.correct': 'Correct! Well done.',
  'games.quiz.wrong': 'Not quite. The right answer is: {answer}.',
  'games.quiz.mark.wrongPick': '{label}, your answer',
  'games.quiz.mark.right': '{label}, right answer',
  'games.quiz.result': 'You scored {score} out of {total}',
  'games.quiz.feedback.perfect':
    'Perfect score! You are a true heritage champion!',
  'games.quiz.feedback.great':
    'Great job! You know so much about our heritage.',
  'games.quiz.feedback.good':
    'Good work! Keep learning and you will know even more.',
  'games.quiz.feedback.keepExploring':
    'Keep exploring! Every story you read helps you learn.',
  'games.playAgain': 'Play Again',
  'games.memory.subtitle': 'Cultural Symbols Memory',
  'games.memory.matches': 'Matches: {matches}/{total}',
  'games.memory.moves': 'Moves: {moves}',
  'games.memory.grid': 'Memory cards',
  'games.memory.help.tap':
    'Tap a card to turn it over, then tap another to find its pair.',
  'games.memory.help.click':
    'Click a card to turn it over, then click another to find its pair.',
  'games.memory.help.keys':
    'With a keyboard, use the arrow keys to move between cards and Enter or Space to turn one over.',
  'games.memory.cardDown': 'Card {number}, face down',
  'games.memory.cardUp': 'Card {number}, {name}',
  'games.memory.cardMatched': 'Card {number}, {name}, matched',
  'games.memory.flipped': 'Card {number} is {name}.',
  'games.memory.pairFound': 'A pair of {name}! Matches: {matches} of {total}.',
  'games.memory.noPair':
    '{first} and {second} do not match. They turn back over.',
  'games.memory.result.one': 'You found all {total} pairs in {count} move!',
  'games.memory.result.other': 'You found all {total} pairs in {count} moves!',
  'games.memory.feedback.amazing': 'Amazing memory!',
  'games.memory.feedback.great': 'Great job!',
  'games.memory.feedback.wellDone': 'Well done!',
  'games.festival.leftHeading': 'Festivals',
  'games.festival.rightHeading': 'Descriptions',
  'games.festival.help.tap':
    'Tap a festival, then its description (or the other way round). Tap the same one again to change your mind.',
  'games.festival.help.click':
    'Click a festival, then its description (or the other way round). Click the same one again to change your mind.',
  'games.hero.leftHeading': 'Heroes',
  'games.hero.rightHeading': 'Achievements',
  'games.hero.help.tap':
    'Tap a hero, then what they did (or the other way round). Tap the same one again to change your mind.',
  'games.hero.help.click':
    'Click a hero, then what they did (or the other way round). Click the same one again to change your mind.',
  'games.hero.sages.leftHeading': 'Sages',
  'games.hero.sages.rightHeading': 'What they did',
  'games.hero.sages.help.tap':
    'Tap a sage, then what they did (or the other way round). Tap the same one again to change your mind.',
  'games.hero.sages.help.click':
    'Click a sage, then what they did (or the other way round). Click the same one again to change your mind.',
  'games.festival.foods.leftHeading': 'Foods',
  'games.festival.foods.rightHeading': 'What they are',
  'games.festival.foods.help.tap':
    'Tap a food, then what it is (or the other way round). Tap the same one again to change your mind.',
  'games.festival.foods.help.click':
    'Click a food, then what it is (or the other way round). Click the same one again to change your mind.',
  'games.hero.set.heroes': 'Our heroes',
  'games.hero.set.sages': 'Great sages',
  'games.festival.set.foods': 'Festival foods',
  'games.festival.set.festivals': 'Festivals',
  'games.matching.set': 'This round: {name}',
  'games.matching.matches': 'Matches: {matches}/{total}',
  'games.matching.selected': 'Selected: {item}. Now choose its partner.',
  'games.matching.deselected': 'Nothing selected.',
  'games.matching.match':
    'Yes! {item} is a match. Matches: {matches} of {total}.',
  'games.matching.miss': 'Not a match. Try again!',
  'games.matching.matchedLabel': '{item}, matched',
  'games.matching.complete': 'Perfect Match!',
  'games.matching.completeBody': 'You matched all {total} pairs.',
  'games.matching.allMatched': 'All matched!',
  'games.matching.completeTries.one':
    'You matched all {total} pairs in {count} try.',
  'games.matching.completeTries.other':
    'You matched all {total} pairs in {count} tries.',
  'games.story.chapter': 'Chapter {number} of {total}',
  'games.story.soFar': 'Your Story So Far',
  'games.story.chosen': 'Added to your story: {line}',
  'games.story.complete': 'Your Hero Story',
  'games.story.completeBody': 'What a wonderful story! Here it is:',
  'games.story.createNew': 'Create New Story',
  'games.menu.puzzlesHeading': 'Puzzles',
  'games.menu.puzzlesIntro':
    'Put a coloring page back together, or hunt for heritage words.',
  'games.jigsaw.picture': 'Picture',
  'games.jigsaw.yourColors': '{title} (your colors)',
  'games.jigsaw.pieces': 'Pieces',
  'games.jigsaw.size': '{band}: {size} × {size}',
  'games.jigsaw.sizeLabel': '{band}: {size} by {size}, {count} pieces',
  'games.jigsaw.loading': 'Getting the picture ready…',
  'games.jigsaw.loadError': 'We could not load this picture just now.',
  'games.jigsaw.retry': 'Try again',
  'games.jigsaw.placed': 'In place: {placed}/{total}',
  'games.jigsaw.moves': 'Moves: {moves}',
  'games.jigsaw.clock': 'Your time: {time}',
  'games.jigsaw.help.tap':
    'Slide a piece onto the picture with your finger: it clicks into place when it is close to where it belongs.',
  'games.jigsaw.help.click':
    'Drag a piece onto the picture with the mouse: it clicks into place when it is close to where it belongs.',
  'games.jigsaw.help.keys':
    'With a keyboard, choose a piece with the arrow keys, press Enter to pick it up, move it with the arrow keys and press Enter again to put it down (Escape puts it back).',
  'games.jigsaw.board': 'Puzzle board: {title}',
  'games.jigsaw.finished': 'Your finished picture: {title}',
  'games.jigsaw.tray': 'Puzzle pieces',
  'games.jigsaw.piece': 'Piece {number}',
  'games.jigsaw.pieceLoose':
    'Piece {number}, on the board, row {row}, column {column}',
  'games.jigsaw.pieceHeld':
    'Piece {number}, picked up, over row {row}, column {column}',
  'games.jigsaw.pickedUp':
    'Picked up piece {number}, over row {row}, column {column}. Move it with the arrow keys and press Enter to put it down.',
  'games.jigsaw.moved': 'Row {row}, column {column}.',
  'games.jigsaw.fits':
    'Piece {number} fits! {placed} of {total} pieces in place.',
  'games.jigsaw.loose':
    'Piece {number} is on the board at row {row}, column {column}, but it does not belong there.',
  'games.jigsaw.backToTray': 'Piece {number} is back with the other pieces.',
  'games.jigsaw.putBack': 'Piece {number} is back where it was.',
  'games.jigsaw.complete': 'Puzzle complete!',
  'games.jigsaw.result.one':
    'You put all {total} pieces in place with {count} move, in {time}.',
  'games.jigsaw.result.other':
    'You put all {total} pieces in place with {count} moves, in {time}.',
  'games.result.points.one': 'You earned {count} point!',
  'games.result.points.other': 'You earned {count} points!',
  'games.result.saving': 'Saving your result…',
  'games.result.newBadge': 'New badge: {badge}!',
  'games.result.deviceNote':
    'Your points and badges are kept on this device. Ask a grown-up to help you sign up to keep your badges and join the leaderboard.',
  'games.result.signUp': 'Sign up to keep your badges',
  'games.result.outboxNote':
    'Saved on this device — it will be added to your score when you are back online',
  'games.result.outboxAdded': 'Added to your score at {time}.',
  'games.result.outboxRefused':
    'This round could not be added to your score: {reason}',
  'games.problem.tooManyOpenGames':
    'This round could not count: many games were opened and not finished in the last hour. Finish a game before opening the next one, or wait a while, then play again.',
  'games.problem.tooManyStarts':
    'This round could not count: games were started very quickly one after another. Wait a minute, then play again.',
  'games.problem.sessionExpired':
    'This round could not count: the game was open for more than 2 hours. Play again to earn points.',
  'games.problem.dailyLimit':
    'What a lot of playing today! Rounds count for points again tomorrow.',
  'games.problem.tooSoon':
    'This round could not count: it finished faster than the game allows. Play again.',
  'games.problem.storageFull':
    'This device is out of storage space, so this round could not be saved. Everything saved before is safe.',
  'games.problem.network':
    'We could not reach the server, so this round could not be saved. Check the internet connection, then play again.',
  'games.problem.unknown':
    'Something went wrong, so this round could not be saved. Please play again in a little while.',
  'games.refusal.tooOld': 'it was played more than 7 days ago.',
  'games.refusal.tooFast': 'it finished faster than the game allows.',
  'games.refusal.offlineLimit': 'only 30 rounds played offline count each day.',
  'games.refusal.profileGone': 'this child is no longer in the family.',
  'games.refusal.other': 'the server could not accept it.',
  'games.offline.heading': 'Rounds played offline',
  'games.offline.pendingIntro':
    'Saved on this device — it will be added to your score when you are back online',
  'games.offline.round.one': '{game}, {count} point',
  'games.offline.round.other': '{game}, {count} points',
  'games.offline.waiting': 'waiting to be added',
  'games.offline.added': 'added to your score at {time}',
  'games.offline.refused': 'could not be added: {reason}',
  'games.result.choosePlayerNote':
    'Nobody was chosen as the player, so this result is kept on this device only. Choose who is playing to save points and badges for them.',
  'games.achievements.heading': 'Achievement System',
  'games.achievements.intro':
    'Play games to earn badges. Here are the ones you have earned so far.',
  'games.achievements.error': 'We could not load your badges just now.',
  'games.achievements.retry': 'Try again',
  'games.achievements.earned': 'Earned',
  'games.achievements.notYet': 'Not earned yet',
  'games.achievements.count': 'You have earned {count} of {total} badges.',
  'games.achievements.points': 'Your points: {points}',
  'games.achievements.player': 'Playing as {name}',
  'games.achievements.switch': 'Switch player',
  'games.achievements.choose':
    "Who's playing? Choose your player, so your points and badges are saved for you.",
  'games.achievements.chooseButton': "Choose who's playing",
  'games.badge.heritage_explorer': 'Heritage Explorer',
  'games.badge.heritage_explorer.how': 'Complete any game',
  'games.badge.cultural_scholar': 'Cultural Scholar',
  'games.badge.cultural_scholar.how': 'Get a perfect quiz score',
  'games.badge.heritage_master': 'Heritage Master',
  'games.badge.heritage_master.how':
    'Complete the quiz, the memory game, both matching games and the story builder',
  'games.help.keys':
    'With a keyboard, press Tab to move and Enter or Space to choose.',
  'games.sound.label': 'Sound',
  'games.sound.on': 'On',
  'games.sound.off': 'Off',
} as const
