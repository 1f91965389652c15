/**
 * The question bank for ages 5–7 (questionBank.ts): three options each,
 * short words, facts from the children's version of each page.
 */

import type { YoungBankQuestion } from './questionBankTypes'

export const questionsAges5to7 = [
  // Vasavi's story
  {
    id: 'q-story-001',
    band: '5-7',
    topic: 'vasavi-story',
    question: 'In the story, which town was Vasavi’s home?',
    options: ['Mumbai', 'Penugonda', 'Chennai'],
    correct: 1,
    explanation:
      'The story says Vasavi lived in Penugonda, a town near the big Godavari river.',
    source: '/vasavi-story#the-beautiful-princess',
  },
  {
    id: 'q-story-002',
    band: '5-7',
    topic: 'vasavi-story',
    question: 'Vasavi had a twin brother. What was his name?',
    options: ['Virupaksha', 'Kothalinga', 'Bhaskaracharya'],
    correct: 0,
    explanation:
      'In the story, twins were born to Kusuma Sreshti and Kusumamba: a baby boy, Virupaksha, and a baby girl, Vasavi.',
    source: '/vasavi-story#the-beautiful-princess',
  },
  {
    id: 'q-story-003',
    band: '5-7',
    topic: 'vasavi-story',
    question: 'What did Vasavi love?',
    options: ['Building forts', 'Sailing ships', 'Music and art'],
    correct: 2,
    explanation:
      'Vasavi grew up kind and clever. She loved music and art, and she prayed to Lord Shiva every day.',
    source: '/vasavi-story#the-beautiful-princess',
  },
  {
    id: 'q-story-004',
    band: '5-7',
    topic: 'vasavi-story',
    question: 'How many families said, “We will stand with Vasavi!”?',
    options: ['2', '10', '102'],
    correct: 2,
    explanation:
      'In the story, at a big meeting, 102 families chose to stand with Vasavi, even though many were afraid of the king’s army.',
    source: '/vasavi-story#the-difficult-choice',
  },
  {
    id: 'q-story-005',
    band: '5-7',
    topic: 'vasavi-story',
    question: 'Vasavi did not want a war. What did she want?',
    options: ['A big fight', 'No one to be hurt', 'A race'],
    correct: 1,
    explanation:
      'Vasavi did not want anyone to be hurt because of her. She would not let a war be fought over her.',
    source: '/vasavi-story#the-sacred-fire',
  },
  {
    id: 'q-story-006',
    band: '5-7',
    topic: 'vasavi-story',
    question: 'Vasavi Matha watches over us like a loving…',
    options: ['mother', 'king', 'soldier'],
    correct: 0,
    explanation:
      'People believe Vasavi appeared as a goddess. When we are kind, brave and peaceful, we remember Vasavi Matha, who watches over us like a loving mother.',
    source: '/vasavi-story#the-eternal-protector',
  },
  // Festivals
  {
    id: 'q-fest-001',
    band: '5-7',
    topic: 'festivals',
    question: 'Which festival is Vasavi’s birthday?',
    options: ['Ugadi', 'Vasavi Jayanti', 'Diwali'],
    correct: 1,
    explanation:
      'Vasavi Jayanti is the birthday of Sri Vasavi Kanyaka Parameswari. Vasavi temples everywhere celebrate it.',
    source: '/#festivals',
  },
  {
    id: 'q-fest-002',
    band: '5-7',
    topic: 'festivals',
    question: 'Which festival is the festival of lights?',
    options: ['Sankranti', 'Ugadi', 'Diwali'],
    correct: 2,
    explanation:
      'Diwali (Deepavali) is the festival of lights, when every home glows with rows of little oil lamps called diyas.',
    source: '/#festivals',
  },
  {
    id: 'q-fest-003',
    band: '5-7',
    topic: 'festivals',
    question: 'At which festival do children fly kites?',
    options: ['Sankranti', 'Vasavi Jayanti', 'Ganesh Chaturthi'],
    correct: 0,
    explanation:
      'Sankranti is the harvest festival in January: three happy days of bonfires, kites and sweets.',
    source: '/#festivals',
  },
  {
    id: 'q-fest-004',
    band: '5-7',
    topic: 'festivals',
    question: 'How many tastes does Ugadi pachadi have?',
    options: ['Two', 'Six', 'Ten'],
    correct: 1,
    explanation:
      'Ugadi pachadi is sweet, sour, bitter, salty, spicy and tangy: six tastes, for all the kinds of days a new year brings.',
    source: '/#festivals',
  },
  {
    id: 'q-fest-005',
    band: '5-7',
    topic: 'festivals',
    question: 'Ganesh Chaturthi is the birthday of…',
    options: ['Lord Shiva', 'Goddess Lakshmi', 'Lord Ganesha'],
    correct: 2,
    explanation:
      'Ganesh Chaturthi, or Vinayaka Chavithi, is the birthday of Lord Ganesha. We pray to him before every new beginning.',
    source: '/#festivals',
  },
  // Heroes
  {
    id: 'q-hero-001',
    band: '5-7',
    topic: 'heroes',
    question: 'Potti Sriramulu is called Amarajeevi. What does it mean?',
    options: ['The Immortal One', 'The Great Singer', 'The Big King'],
    correct: 0,
    explanation:
      'Amarajeevi means “the Immortal One”. Potti Sriramulu asked peacefully for a state for Telugu speakers.',
    source: '/#heroes',
  },
  {
    id: 'q-hero-002',
    band: '5-7',
    topic: 'heroes',
    question: 'Heroes are people who choose to be…',
    options: ['rich and famous', 'loud and bossy', 'brave, kind and helpful'],
    correct: 2,
    explanation:
      'Heroes choose to be brave, kind and helpful. Every small good deed you do makes our community stronger, so you can be a hero too!',
    source: '/#heroes',
  },
  {
    id: 'q-hero-003',
    band: '5-7',
    topic: 'heroes',
    question:
      'Mamidi Venkayya made a book that helps us find words. What is it?',
    options: ['A map', 'A dictionary', 'A cookbook'],
    correct: 1,
    explanation:
      'Mamidi Venkayya loved words. He wrote Andhra Deepika, a Telugu dictionary in alphabetical order, so anyone could find a word easily.',
    source: '/#heroes',
  },
  {
    id: 'q-hero-004',
    band: '5-7',
    topic: 'heroes',
    question: 'Long ago, Penugonda was badly damaged. What did Kothalinga do?',
    options: ['He rebuilt the town', 'He moved far away', 'He forgot about it'],
    correct: 0,
    explanation:
      'Kothalinga did not give up. He rebuilt Penugonda, with water tanks, wells and gardens for everyone.',
    source: '/#heroes',
  },
  // Gotras and sages
  {
    id: 'q-gotra-001',
    band: '5-7',
    topic: 'gotras-and-sages',
    question: 'Most gotras carry the name of a great…',
    options: ['river', 'sage', 'mountain'],
    correct: 1,
    explanation:
      'A gotra is like a very old family name. Most gotras carry the name of a great sage, a wise teacher who lived long, long ago.',
    source: '/gotras#what-is-a-gotra',
  },
  {
    id: 'q-gotra-002',
    band: '5-7',
    topic: 'gotras-and-sages',
    question: 'How many gotras are there in our community?',
    options: ['12', '5', '102'],
    correct: 2,
    explanation:
      'There are 102 gotras in our community. In Vasavi’s story, the families of 102 gotras stood bravely with her.',
    source: '/gotras#what-is-a-gotra',
  },
  {
    id: 'q-gotra-003',
    band: '5-7',
    topic: 'gotras-and-sages',
    question: 'Which sage wrote the Ramayana, the story of Rama and Sita?',
    options: ['Valmiki', 'Narada', 'Kashyapa'],
    correct: 0,
    explanation:
      'Sage Valmiki is called the first poet. He wrote the Ramayana, the story of Rama and Sita.',
    source: '/gotra/valmiki',
  },
  {
    id: 'q-gotra-004',
    band: '5-7',
    topic: 'gotras-and-sages',
    question:
      'In the old stories, Sage Narada travels between the worlds with which instrument?',
    options: ['A drum', 'A flute', 'A veena'],
    correct: 2,
    explanation:
      'The old stories say Sage Narada carries his veena between the worlds, singing the name of Lord Vishnu.',
    source: '/gotra/narada',
  },
  {
    id: 'q-gotra-005',
    band: '5-7',
    topic: 'gotras-and-sages',
    question: 'Who wrote down the Mahabharata as fast as Sage Vyasa spoke?',
    options: ['Sage Narada', 'Lord Ganesha', 'Sage Valmiki'],
    correct: 1,
    explanation:
      'Sage Vyasa told the Mahabharata, and the story goes that Lord Ganesha wrote it down as fast as Vyasa spoke!',
    source: '/gotra/vyasa',
  },
  // Traditions and food
  {
    id: 'q-trad-001',
    band: '5-7',
    topic: 'traditions-and-food',
    question: 'Pulihora is rice made tangy with…',
    options: ['chocolate', 'tamarind', 'milk'],
    correct: 1,
    explanation:
      'Pulihora is tangy tamarind rice. Families offer it to God at festivals and share it as prasadam.',
    source: '/traditions#recipe-pulihora',
  },
  {
    id: 'q-trad-002',
    band: '5-7',
    topic: 'traditions-and-food',
    question: 'What are bobbatlu?',
    options: ['Sweet flatbreads', 'Salty chips', 'Cold drinks'],
    correct: 0,
    explanation:
      'Bobbatlu are soft flatbreads filled with chana dal and jaggery. Families make them for Ugadi, Sankranti and Diwali.',
    source: '/traditions#recipe-bobbatlu',
  },
  {
    id: 'q-trad-003',
    band: '5-7',
    topic: 'traditions-and-food',
    question: 'Which silk skirt swirls when little girls dance?',
    options: ['Pancha', 'Kanduva', 'Pattu Langa'],
    correct: 2,
    explanation:
      'A Pattu Langa is a long, flowing silk skirt with a matching blouse. It swirls beautifully when little girls dance!',
    source: '/traditions#clothing-heading',
  },
  {
    id: 'q-trad-004',
    band: '5-7',
    topic: 'traditions-and-food',
    question: 'What does ahimsa mean?',
    options: [
      'Kindness to every living being',
      'Winning every race',
      'Eating lots of sweets',
    ],
    correct: 0,
    explanation:
      'Ahimsa means peace and kindness to every living being. It is why most of our families are traditionally vegetarian.',
    source: '/#culture',
  },
  {
    id: 'q-trad-005',
    band: '5-7',
    topic: 'traditions-and-food',
    question: 'Daanam is one of our values. What does it mean?',
    options: ['Saving money', 'Giving to people in need', 'Working hard'],
    correct: 1,
    explanation:
      'Daanam means giving: sharing with people in need. Long ago, community members gave their town wells, water tanks and gardens.',
    source: '/traditions#values-heading',
  },
  // Telugu phrases
  {
    id: 'q-phrase-001',
    band: '5-7',
    topic: 'telugu-phrases',
    question: 'How do you say “thank you” in Telugu?',
    options: ['Namaskaram', 'Amma', 'Dhanyavadalu'],
    correct: 2,
    explanation:
      'Dhanyavadalu means “thank you”. Namaskaram is a respectful hello.',
    source: '/traditions#phrases-heading',
  },
  {
    id: 'q-phrase-002',
    band: '5-7',
    topic: 'telugu-phrases',
    question: 'Who is “Amma”?',
    options: ['Mother', 'Father', 'Grandfather'],
    correct: 0,
    explanation: 'Amma means mother, and Nanna means father.',
    source: '/traditions#phrases-heading',
  },
  {
    id: 'q-phrase-003',
    band: '5-7',
    topic: 'telugu-phrases',
    question: 'When do we say “Namaskaram”?',
    options: [
      'When we go to sleep',
      'When we greet someone',
      'When we are hungry',
    ],
    correct: 1,
    explanation:
      'Namaskaram is a respectful greeting: a kind way to say hello.',
    source: '/traditions#phrases-heading',
  },
  {
    id: 'q-phrase-004',
    band: '5-7',
    topic: 'telugu-phrases',
    question: 'Who is “Thatha”?',
    options: ['Mother', 'Teacher', 'Grandfather'],
    correct: 2,
    explanation:
      'Thatha means grandfather. A grandmother is Ammamma (mother’s mother) or Nanamma (father’s mother).',
    source: '/traditions#phrases-heading',
  },
  // History and places
  {
    id: 'q-hist-001',
    band: '5-7',
    topic: 'history-and-places',
    question: 'Penugonda is near which big river?',
    options: ['Godavari', 'Ganga', 'Yamuna'],
    correct: 0,
    explanation:
      'Penugonda, the home town of Vasavi’s story, is near the big Godavari river.',
    source: '/vasavi-story#the-beautiful-princess',
  },
  {
    id: 'q-hist-002',
    band: '5-7',
    topic: 'history-and-places',
    question: 'Old merchants had a trade number code. What did “Ke” mean?',
    options: ['10', '1', '5'],
    correct: 1,
    explanation:
      'In the old merchants’ trade number code, “Ke” meant 1 and “Galam” meant 10.',
    source: '/#culture',
  },
  {
    id: 'q-hist-003',
    band: '5-7',
    topic: 'history-and-places',
    question: 'How old is our community’s story?',
    options: ['About 10 years', 'About 100 years', 'More than 1,000 years'],
    correct: 2,
    explanation:
      'Our community’s story goes back more than 1,000 years, to the merchant families of Penugonda.',
    source: '/#history',
  },
  {
    id: 'q-hist-004',
    band: '5-7',
    topic: 'history-and-places',
    question: 'Where do many of our families live?',
    options: [
      'Andhra Pradesh and Telangana',
      'Kerala and Goa',
      'Punjab and Haryana',
    ],
    correct: 0,
    explanation:
      'Many families live in Andhra Pradesh and Telangana; others settled long ago in the Tamil country and in Karnataka.',
    source: '/#culture',
  },
] as const satisfies readonly YoungBankQuestion[]
