/**
 * The question bank for ages 8–11 (questionBank.ts): four options each. The
 * 12 questions of the first quiz (quiz.ts) are here in the same words; a test
 * keeps them the same.
 */

import type { OlderBankQuestion } from './questionBankTypes'

export const questionsAges8to10 = [
  // Vasavi's story
  {
    id: 'q-story-007',
    band: '8-10',
    topic: 'vasavi-story',
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
    source: '/vasavi-story#the-eternal-protector',
  },
  {
    id: 'q-story-008',
    band: '8-10',
    topic: 'vasavi-story',
    question: 'In the story, how many gotras stood bravely with Vasavi?',
    options: ['12', '50', '102', '1,000'],
    correct: 2,
    explanation:
      'The story says the 102 gotras are the families who stood with Vasavi. Arya Vysya families still name these 102 gotras today.',
    source: '/vasavi-story#the-difficult-choice',
  },
  {
    id: 'q-story-009',
    band: '8-10',
    topic: 'vasavi-story',
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
    source: '/vasavi-story#the-sacred-fire',
  },
  {
    id: 'q-story-010',
    band: '8-10',
    topic: 'vasavi-story',
    question: 'In the story, who was Vasavi’s father, the ruler of Penugonda?',
    options: [
      'Vishnuvardhana',
      'Kusuma Sreshti',
      'Bhaskaracharya',
      'Virupaksha',
    ],
    correct: 1,
    explanation:
      'The story says Kusuma Sreshti ruled Penugonda with his queen, Kusumamba. Vasavi and her twin brother Virupaksha were their children.',
    source: '/vasavi-story#the-beautiful-princess',
  },
  {
    id: 'q-story-011',
    band: '8-10',
    topic: 'vasavi-story',
    question:
      'In the story, which king came to Penugonda and wanted to marry Vasavi?',
    options: ['Kusuma Sreshti', 'Virupaksha', 'Kothalinga', 'Vishnuvardhana'],
    correct: 3,
    explanation:
      'King Vishnuvardhana wanted to marry Vasavi, but she wished for a life of prayer. When the king grew angry, her father called the family leaders to a big meeting.',
    source: '/vasavi-story#the-difficult-choice',
  },
  {
    id: 'q-story-012',
    band: '8-10',
    topic: 'vasavi-story',
    question:
      'Vasavi stood firm for what she believed, even when a powerful king was angry with her. Which value is this?',
    options: ['Courage', 'Purity', 'Protection', 'Sacrifice'],
    correct: 0,
    explanation:
      'That is courage. Courage, purity, protection and sacrifice are the four values of Vasavi’s story.',
    source: '/vasavi-story#values-heading',
  },
  // Festivals
  {
    id: 'q-fest-006',
    band: '8-10',
    topic: 'festivals',
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
    source: '/#festivals',
  },
  {
    id: 'q-fest-007',
    band: '8-10',
    topic: 'festivals',
    question: 'Which festival is the Telugu New Year?',
    options: ['Sankranti', 'Deepavali', 'Ugadi', 'Vinayaka Chavithi'],
    correct: 2,
    explanation:
      'Ugadi is the Telugu New Year. It falls on the first day of the month Chaitra, around March or April.',
    source: '/#festivals',
  },
  {
    id: 'q-fest-008',
    band: '8-10',
    topic: 'festivals',
    question:
      'Which January harvest festival do families celebrate with rangoli and sweets made with jaggery?',
    options: ['Sankranti', 'Ugadi', 'Navaratri', 'Vasavi Jayanti'],
    correct: 0,
    explanation:
      'Sankranti is the harvest festival in the middle of January. Families make sweets like ariselu with rice flour and jaggery.',
    source: '/#festivals',
  },
  {
    id: 'q-fest-009',
    band: '8-10',
    topic: 'festivals',
    question:
      'Which festival has nine nights for the goddess and ends with Vijayadashami?',
    options: ['Ugadi', 'Dasara / Navaratri', 'Sankranti', 'Diwali'],
    correct: 1,
    explanation:
      'Dasara, or Navaratri, has nine nights for the goddess and a tenth day of victory, Vijayadashami. Vasavi temples celebrate it with great joy.',
    source: '/#festivals',
  },
  {
    id: 'q-fest-010',
    band: '8-10',
    topic: 'festivals',
    question: 'Kudumulu and undrallu are sweets made for which festival?',
    options: ['Sankranti', 'Vasavi Jayanti', 'Diwali', 'Ganesh Chaturthi'],
    correct: 3,
    explanation:
      'On Ganesh Chaturthi, families make kudumulu and undrallu, bring home a clay Ganesha and read the Vinayaka story.',
    source: '/#festivals',
  },
  // Heroes
  {
    id: 'q-hero-005',
    band: '8-10',
    topic: 'heroes',
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
    source: '/#heroes',
  },
  {
    id: 'q-hero-006',
    band: '8-10',
    topic: 'heroes',
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
    source: '/#heroes',
  },
  {
    id: 'q-hero-007',
    band: '8-10',
    topic: 'heroes',
    question:
      'In 1930, Potti Sriramulu went to jail for joining which peaceful protest?',
    options: [
      'A railway strike',
      'The Salt Satyagraha',
      'A farmers’ march',
      'A students’ strike',
    ],
    correct: 1,
    explanation:
      'Sriramulu joined Gandhiji’s freedom movement and went to jail for the Salt Satyagraha in 1930.',
    source: '/#heroes',
  },
  {
    id: 'q-hero-008',
    band: '8-10',
    topic: 'heroes',
    question: 'What did Kothalinga give Penugonda when he rebuilt it?',
    options: [
      'A railway station',
      'A big fort',
      'Water tanks, wells and gardens',
      'A cinema hall',
    ],
    correct: 2,
    explanation:
      'Kothalinga rebuilt Penugonda with tanks, wells and gardens for everyone, and gave gifts to the Nagareswara temple.',
    source: '/#heroes',
  },
  // Gotras and sages
  {
    id: 'q-gotra-006',
    band: '8-10',
    topic: 'gotras-and-sages',
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
    source: '/gotras#what-is-a-gotra',
  },
  {
    id: 'q-gotra-007',
    band: '8-10',
    topic: 'gotras-and-sages',
    question: 'Which sage is called Adi Kavi, the first poet?',
    options: ['Vyasa', 'Narada', 'Valmiki', 'Kashyapa'],
    correct: 2,
    explanation:
      'Sage Valmiki is called Adi Kavi, the first poet. He wrote the Ramayana and looked after Sita’s twin sons, Lava and Kusha.',
    source: '/gotra/valmiki',
  },
  {
    id: 'q-gotra-008',
    band: '8-10',
    topic: 'gotras-and-sages',
    question:
      'In the old stories, Vishvamitra was born a king. What did he become?',
    options: ['A great sage', 'A merchant', 'A soldier', 'A farmer'],
    correct: 0,
    explanation:
      'The old stories say Vishvamitra was born a king and became a great sage. He taught young Rama and Lakshmana.',
    source: '/gotra/vishvamitra',
  },
  {
    id: 'q-gotra-009',
    band: '8-10',
    topic: 'gotras-and-sages',
    question:
      'Which sage do the old stories call the father of gods, people, birds and snakes?',
    options: ['Agastya', 'Kashyapa', 'Narada', 'Valmiki'],
    correct: 1,
    explanation:
      'Sage Kashyapa was one of the seven great sages. The old stories call him the father of gods, people, birds and snakes.',
    source: '/gotra/kashyapa',
  },
  {
    id: 'q-gotra-010',
    band: '8-10',
    topic: 'gotras-and-sages',
    question: 'Sage Agastya crossed which mountains to live in the south?',
    options: [
      'The Himalayas',
      'The Vindhya mountains',
      'The Western Ghats',
      'The Nilgiris',
    ],
    correct: 1,
    explanation:
      'Sage Agastya is one of the most loved sages of South India. Old stories say he crossed the Vindhya mountains and shared his learning in the south.',
    source: '/gotra/agastya',
  },
  // Traditions and food
  {
    id: 'q-trad-006',
    band: '8-10',
    topic: 'traditions-and-food',
    question:
      'Which sweet flatbread, filled with chana dal and jaggery, is made for Ugadi?',
    options: ['Pulihora', 'Idli', 'Bobbatlu', 'Dosa'],
    correct: 2,
    explanation:
      'Bobbatlu (also called bakshalu) are sweet flatbreads stuffed with chana dal and jaggery, made for Ugadi, Sankranti and Deepavali.',
    source: '/traditions#recipe-bobbatlu',
  },
  {
    id: 'q-trad-007',
    band: '8-10',
    topic: 'traditions-and-food',
    question: 'Pulihora is offered to God especially at which festival?',
    options: ['Diwali', 'Ganesh Chaturthi', 'Sankranti', 'Vasavi Jayanti'],
    correct: 2,
    explanation:
      'Telugu families offer pulihora to God at festivals, especially Sankranti, and share it as prasadam.',
    source: '/traditions#recipe-pulihora',
  },
  {
    id: 'q-trad-008',
    band: '8-10',
    topic: 'traditions-and-food',
    question: 'What is a langa voni?',
    options: [
      'A half-saree',
      'A festival sweet',
      'A kind of kite',
      'A temple bell',
    ],
    correct: 0,
    explanation:
      'A langa voni, or half-saree, is a long skirt and blouse with a voni, a cloth draped over one shoulder. Older girls often wear it.',
    source: '/traditions#clothing-heading',
  },
  {
    id: 'q-trad-009',
    band: '8-10',
    topic: 'traditions-and-food',
    question: 'Why are most of our families traditionally vegetarian?',
    options: [
      'Because of a king’s order',
      'Because vegetables cost less',
      'Because of the hot weather',
      'Because of ahimsa, kindness to every living being',
    ],
    correct: 3,
    explanation:
      'Most families are traditionally vegetarian because of ahimsa: peace, non-violence and kindness to every living being.',
    source: '/#culture',
  },
  {
    id: 'q-trad-010',
    band: '8-10',
    topic: 'traditions-and-food',
    question: 'What does Podupu, one of our core values, mean?',
    options: ['Saving wisely', 'Honesty', 'Hard work', 'Giving'],
    correct: 0,
    explanation:
      'Podupu means saving wisely: not wasting money, food or water, and saving a little for tomorrow.',
    source: '/traditions#values-heading',
  },
  // Telugu phrases
  {
    id: 'q-phrase-005',
    band: '8-10',
    topic: 'telugu-phrases',
    question: 'How do you ask “How are you?” in Telugu?',
    options: ['Bagunnanu.', 'Ela unnaru?', 'Dayachesi', 'Namaskaram'],
    correct: 1,
    explanation:
      '“Ela unnaru?” politely asks “How are you?”. The reply “Bagunnanu.” means “I am fine.”',
    source: '/traditions#phrases-heading',
  },
  {
    id: 'q-phrase-006',
    band: '8-10',
    topic: 'telugu-phrases',
    question: 'When do we use the word “Dayachesi”?',
    options: [
      'To say thank you',
      'To say hello',
      'To ask for something politely',
      'To say goodbye',
    ],
    correct: 2,
    explanation:
      'Dayachesi means “please”: we say it when we ask for something politely.',
    source: '/traditions#phrases-heading',
  },
  {
    id: 'q-phrase-007',
    band: '8-10',
    topic: 'telugu-phrases',
    question: 'How do you wish someone a happy Telugu New Year?',
    options: [
      'Chala saradaga undi!',
      'Naa peru Vasavi.',
      'Bagunnanu.',
      'Ugadi subhakankshalu!',
    ],
    correct: 3,
    explanation:
      '“Ugadi subhakankshalu!” means “Happy Ugadi!”: best wishes for the Telugu New Year.',
    source: '/traditions#phrases-heading',
  },
  {
    id: 'q-phrase-008',
    band: '8-10',
    topic: 'telugu-phrases',
    question: 'When would you say “Naa peru Vasavi.”?',
    options: [
      'To say thank you',
      'To ask for food',
      'To say goodbye',
      'To tell someone your name',
    ],
    correct: 3,
    explanation:
      '“Naa peru Vasavi.” means “My name is Vasavi.” Put your own name in place of Vasavi to introduce yourself!',
    source: '/traditions#phrases-heading',
  },
  // History and places
  {
    id: 'q-hist-005',
    band: '8-10',
    topic: 'history-and-places',
    question:
      'In the story, in which town was Vasavi born? Her main temple stands there.',
    options: ['Hyderabad', 'Penugonda', 'Tirupati', 'Chennai'],
    correct: 1,
    explanation:
      'The story says Vasavi was born in Penugonda, in the West Godavari district of Andhra Pradesh. People call it the "Kasi of Vysyas".',
    source: '/vasavi-story#the-beautiful-princess',
  },
  {
    id: 'q-hist-006',
    band: '8-10',
    topic: 'history-and-places',
    question:
      'What was the community often called before it took the name Arya Vysya?',
    options: ['Kakatiya', 'Chalukya', 'Satavahana', 'Komati'],
    correct: 3,
    explanation:
      'The community was long known as Komati. In the early 1900s, community associations chose the name Arya Vysya.',
    source: '/#history',
  },
  {
    id: 'q-hist-007',
    band: '8-10',
    topic: 'history-and-places',
    question: 'Penugonda is remembered by which name?',
    options: [
      'The Silk City',
      'The Garden City',
      'The Kasi of Vysyas',
      'The City of Pearls',
    ],
    correct: 2,
    explanation:
      'Penugonda, in today’s West Godavari district, is remembered as the “Kasi of Vysyas”.',
    source: '/#history',
  },
  {
    id: 'q-hist-008',
    band: '8-10',
    topic: 'history-and-places',
    question: 'What were the Komati families of old best known for?',
    options: ['Trade', 'Fishing', 'Shipbuilding', 'Pottery'],
    correct: 0,
    explanation:
      'Old records call the Komatis “the great trading caste” of the Telugu country. Merchant families travelled and settled in new towns across South India.',
    source: '/#history',
  },
] as const satisfies readonly OlderBankQuestion[]
