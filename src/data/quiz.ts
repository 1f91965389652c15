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
      'Goddess Bhudevi',
      'Goddess Ganga',
    ],
    correct: 0,
    explanation:
      'Sri Vasavi Kanyaka Parameswari, lovingly called Vasavi Matha, is the patron goddess of the Arya Vysya community.',
  },
  {
    question:
      'In the story, in which town was Vasavi born? Her main temple stands there.',
    options: ['Hyderabad', 'Penugonda', 'Tirupati', 'Chennai'],
    correct: 1,
    explanation:
      'The story says Vasavi was born in Penugonda, in the West Godavari district of Andhra Pradesh. People call it the "Kasi of Vysyas".',
  },
  {
    question: 'In the story, how many gotras stood bravely with Vasavi?',
    options: ['12', '50', '102', '1,000'],
    correct: 2,
    explanation:
      'The story says the 102 gotras are the families who stood with Vasavi. Arya Vysya families still name these 102 gotras today.',
  },
  {
    question: 'What did Vasavi choose instead of a war?',
    options: [
      'To run away',
      'To build a fort',
      'To hide in the forest',
      'She would not let a war be fought over her',
    ],
    correct: 3,
    explanation:
      'Vasavi would not let a war be fought over her. She asked that no one fight for her, and the families stood by her to the end.',
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
      'A family line, most often named after a great sage',
      'A festival dance',
      'A musical instrument',
    ],
    correct: 1,
    explanation:
      'A gotra is a family line that links a family to its ancestors. Most gotras carry the name of a great sage, called a rishi; for a few, the old lists do not say.',
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
    options: ['Kakatiya', 'Chalukya', 'Satavahana', 'Komati'],
    correct: 3,
    explanation:
      'The community was long known as Komati. In the early 1900s, community associations chose the name Arya Vysya.',
  },
] as const satisfies readonly QuizQuestion[]
