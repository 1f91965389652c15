/**
 * The Cultural Quiz Challenge: 12 questions about the community's history,
 * festivals, heroes, gotras and traditions (spec sections 3 and 9). Facts
 * follow the site's content notes; the correct option moves around so a
 * child cannot guess it from its place.
 */

export type QuizQuestion = {
  question: string
  options: readonly [string, string, string, string]
  /** Index (0-3) of the correct option. */
  correct: 0 | 1 | 2 | 3
  /** A short, child-friendly reason shown after every answer. */
  explanation: string
}

export const quizQuestions = [
  {
    question: 'Who is the goddess the Arya Vysya community honours as its own?',
    options: [
      'Sri Vasavi Kanyaka Parameswari',
      'Goddess Saraswati',
      'Goddess Durga',
      'Goddess Ganga',
    ],
    correct: 0,
    explanation:
      'Sri Vasavi Kanyaka Parameswari, lovingly called Vasavi Matha, is the patron goddess of the Arya Vysya community.',
  },
  {
    question: 'In which town was Vasavi born, where her main temple stands?',
    options: ['Hyderabad', 'Penugonda', 'Tirupati', 'Chennai'],
    correct: 1,
    explanation:
      'Vasavi was born in Penugonda, in the West Godavari district of Andhra Pradesh. People call it the "Kasi of Vysyas".',
  },
  {
    question: 'How many gotras stood bravely with Vasavi?',
    options: ['12', '50', '102', '1,000'],
    correct: 2,
    explanation:
      '102 gotras stood with Vasavi when she chose peace. That is why our community has 102 gotras.',
  },
  {
    question: 'What did Vasavi choose instead of a war?',
    options: [
      'To run away',
      'To build a fort',
      'To hide in the forest',
      'Peace, so that nobody would be hurt',
    ],
    correct: 3,
    explanation:
      'Vasavi asked for no fighting at all. She chose peace so that no one would be hurt, and the families stood by her with courage.',
  },
  {
    question:
      'On which day is Vasavi Jayanti, her birthday festival, celebrated?',
    options: [
      'Vaishakha Shukla Dashami',
      'The first day of January',
      'Deepavali night',
      'Every Sunday',
    ],
    correct: 0,
    explanation:
      'Vasavi Jayanti falls on Vaishakha Shukla Dashami, the tenth day of the bright half of the month Vaishakha, around April or May.',
  },
  {
    question: 'Which festival is the Telugu New Year?',
    options: ['Sankranti', 'Deepavali', 'Ugadi', 'Vinayaka Chavithi'],
    correct: 2,
    explanation:
      'Ugadi is the Telugu New Year. It falls on the first day of the month Chaitra, around March or April.',
  },
  {
    question:
      'Which January harvest festival do families celebrate with rangoli and sweets made with jaggery?',
    options: ['Sankranti', 'Ugadi', 'Navaratri', 'Vasavi Jayanti'],
    correct: 0,
    explanation:
      'Sankranti is the harvest festival in the middle of January. Families make sweets like ariselu with rice flour and jaggery.',
  },
  {
    question:
      'Which hero fasted for 58 days so that Telugu-speaking people could have their own state?',
    options: [
      'Konijeti Rosaiah',
      'Potti Sriramulu',
      'Mamidi Venkayya',
      'Kothalinga',
    ],
    correct: 1,
    explanation:
      'Potti Sriramulu fasted in 1952 for a Telugu state. Andhra State was formed in 1953, and he is remembered as "Amarajeevi", the Immortal One.',
  },
  {
    question: 'Mamidi Venkayya of Machilipatnam is remembered for making what?',
    options: [
      'A big temple',
      'A ship',
      'A new festival',
      'A Telugu dictionary called Andhra Deepika',
    ],
    correct: 3,
    explanation:
      'Mamidi Venkayya was a learned Komati scholar who made Andhra Deepika, one of the first Telugu dictionaries.',
  },
  {
    question: 'What is a gotra?',
    options: [
      'A kind of sweet',
      'A family line that goes back to a great sage',
      'A festival dance',
      'A musical instrument',
    ],
    correct: 1,
    explanation:
      'A gotra is a family line. Each gotra carries the name of a great sage, called a rishi, and links a family to its ancestors.',
  },
  {
    question:
      'Which sweet flatbread, filled with chana dal and jaggery, is made for Ugadi?',
    options: ['Pulihora', 'Idli', 'Bobbatlu', 'Dosa'],
    correct: 2,
    explanation:
      'Bobbatlu (also called bakshalu) are sweet flatbreads stuffed with chana dal and jaggery, made for Ugadi, Sankranti and Deepavali.',
  },
  {
    question:
      'What was the community often called before it took the name Arya Vysya?',
    options: ['Pallava', 'Chalukya', 'Reddy', 'Komati'],
    correct: 3,
    explanation:
      'The community was long known as Komati. In the early 1900s, community associations chose the name Arya Vysya.',
  },
] as const satisfies readonly QuizQuestion[]
