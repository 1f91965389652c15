/**
 * The question bank for ages 8–10 (questionBank.ts): four options each, from
 * the children's text of the pages. The 12 questions of the first quiz
 * (quiz.ts) are here, named by id. Every question quotes its source
 * (`sourceQuote`); no right option gives itself away by its length.
 */

import type { OlderBankQuestion } from '../lib/quiz/bank'

export const questionsAges8to10 = [
  // Vasavi's story
  {
    id: 'q-story-007',
    band: '8-10',
    topic: 'vasavi-story',
    question:
      'In the story, people believe Vasavi appeared as a goddess. What do we call her?',
    options: [
      'Vasavi Kanyaka Parameswari',
      'Goddess Saraswati Devi',
      'Goddess Bhudevi Matha',
      'Goddess Ganga Devi',
    ],
    correct: 0,
    explanation:
      'We call her Sri Vasavi Kanyaka Parameswari, and lovingly Vasavi Matha. Vasavi temples stand in Penugonda and in many other towns and cities.',
    source: '/vasavi-story#the-eternal-protector',
    sourceQuote: 'We call her Sri Vasavi Kanyaka Parameswari.',
  },
  {
    id: 'q-story-008',
    band: '8-10',
    topic: 'vasavi-story',
    question:
      'In the story, how many families said they would stand with Vasavi?',
    options: ['18', '612', '102', '714'],
    correct: 2,
    explanation:
      'Many were afraid of the king’s army, but 102 families said, “We will stand with Vasavi!” These 102 gotras are remembered to this day, and most Arya Vysya families name one of them as their own.',
    source: '/vasavi-story#the-difficult-choice',
    sourceQuote: "Many were afraid of the king's army. But 102 families said",
  },
  {
    id: 'q-story-009',
    band: '8-10',
    topic: 'vasavi-story',
    question: 'When the king threatened force, what did Vasavi want?',
    options: [
      'Her brother to lead an army',
      'The town to build a wall',
      'The families to run away',
      'No war fought over her',
    ],
    correct: 3,
    explanation:
      'Vasavi would not let a war be fought over her: she did not want anyone to be hurt because of her. The families loved her and stood by her to the end.',
    source: '/vasavi-story#the-sacred-fire',
    sourceQuote: 'Vasavi would not let a war be fought over her.',
  },
  {
    id: 'q-story-010',
    band: '8-10',
    topic: 'vasavi-story',
    question: 'In the story, who was Vasavi’s father, the ruler of Penugonda?',
    options: [
      'Kusuma Sreshti',
      'Vishnuvardhana',
      'Bhaskaracharya',
      'Virupaksha',
    ],
    correct: 0,
    explanation:
      'A good ruler named Kusuma Sreshti lived in Penugonda with his queen, Kusumamba. Vasavi and her twin brother Virupaksha were their children.',
    source: '/vasavi-story#the-beautiful-princess',
    sourceQuote:
      'A good ruler named Kusuma Sreshti lived there with his queen, Kusumamba.',
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
      'King Vishnuvardhana wanted to marry Vasavi, but she wanted a life of prayer. When the king grew angry, her father called the family leaders to a big meeting.',
    source: '/vasavi-story#the-difficult-choice',
    sourceQuote: 'a king named Vishnuvardhana came to Penugonda',
  },
  {
    id: 'q-story-012',
    band: '8-10',
    topic: 'vasavi-story',
    question:
      'Vasavi stood firm for what she believed, even when a powerful king was angry with her. Which of her values is this?',
    options: ['Courage', 'Patience', 'Protection', 'Honesty'],
    correct: 0,
    explanation:
      'That is courage: standing firm for what you believe. Courage, purity and protection are among the values Vasavi’s story teaches.',
    source: '/vasavi-story#values-heading',
    sourceQuote:
      'Vasavi stood firm for what she believed, even when a powerful king was angry',
  },
  {
    id: 'q-story-200',
    band: '8-10',
    topic: 'vasavi-story',
    question:
      'Who told Kusuma Sreshti and Kusumamba to pray at a special fire ceremony?',
    options: ['Virupaksha', 'Bhaskaracharya', 'Vishnuvardhana', 'Kothalinga'],
    correct: 1,
    explanation:
      'Bhaskaracharya was their teacher. They prayed with all their hearts, and twins were born: Virupaksha and Vasavi.',
    source: '/vasavi-story#the-beautiful-princess',
    sourceQuote:
      'Their teacher, Bhaskaracharya, told them to pray at a special fire ceremony.',
  },
  {
    id: 'q-story-201',
    band: '8-10',
    topic: 'vasavi-story',
    question: 'As she grew up, to which god did Vasavi pray every day?',
    options: ['Lord Ganesha', 'Lord Vishnu', 'Lord Shiva', 'Lord Rama'],
    correct: 2,
    explanation:
      'Vasavi grew up kind and clever, loved music and art, and prayed to Lord Shiva every day.',
    source: '/vasavi-story#the-beautiful-princess',
    sourceQuote: 'Every day, she prayed to Lord Shiva.',
  },
  {
    id: 'q-story-202',
    band: '8-10',
    topic: 'vasavi-story',
    question: 'When the king became angry, what did Vasavi’s father do?',
    options: [
      'He called a big meeting',
      'He sent an army out',
      'He hid Vasavi in a fort',
      'He gave the king gold',
    ],
    correct: 0,
    explanation:
      'Kusuma Sreshti called all the family leaders to a big meeting, where everyone had to choose what to do.',
    source: '/vasavi-story#the-difficult-choice',
    sourceQuote:
      "Vasavi's father called all the family leaders to a big meeting.",
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
      'Chaitra Shukla Pratipada',
      'Ashvayuja Amavasya',
      'Bhadrapada Shukla Chaturthi',
    ],
    correct: 0,
    explanation:
      'Vasavi Jayanti falls on Vaishakha Shukla Dashami, the tenth day of the bright half of the month Vaishakha, around April or May.',
    source: '/#festivals',
    sourceQuote:
      'Vaishakha Shukla Dashami (the 10th day of the bright half of Vaishakha)',
  },
  {
    id: 'q-fest-007',
    band: '8-10',
    topic: 'festivals',
    question: 'Which festival is the Telugu New Year?',
    options: ['Sankranti', 'Deepavali', 'Ugadi', 'Dasara'],
    correct: 2,
    explanation:
      'Ugadi is Telugu New Year’s Day, a fresh start for the whole year. It falls on the first day of the month Chaitra, around March or April.',
    source: '/#festivals',
    sourceQuote: 'Telugu New Year’s Day: a fresh start for the whole year.',
  },
  {
    id: 'q-fest-008',
    band: '8-10',
    topic: 'festivals',
    question:
      'Which festival is the harvest festival, with a Bhogi bonfire on its first morning?',
    options: ['Sankranti', 'Ugadi', 'Dasara', 'Diwali'],
    correct: 0,
    explanation:
      'Sankranti is the harvest festival in the middle of January: three happy days of bonfires, kites and sweets like ariselu and sunnundalu.',
    source: '/#festivals',
    sourceQuote:
      'The harvest festival: three happy days of bonfires, kites and sweets.',
  },
  {
    id: 'q-fest-009',
    band: '8-10',
    topic: 'festivals',
    question:
      'Which festival has nine nights for the goddess and ends with Vijayadashami?',
    options: [
      'Ganesh Chaturthi',
      'Dasara / Navaratri',
      'Diwali (Deepavali)',
      'Vasavi Jayanti',
    ],
    correct: 1,
    explanation:
      'Dasara, or Navaratri, has nine nights for the goddess and a tenth day of victory, Vijayadashami. Vasavi temples celebrate it with great joy.',
    source: '/#festivals',
    sourceQuote: 'Nine nights for the goddess and a tenth day of victory.',
  },
  {
    id: 'q-fest-200',
    band: '8-10',
    topic: 'festivals',
    question: 'On Ganesh Chaturthi, what is patri puja done with?',
    options: [
      'Many kinds of fruits',
      'Many kinds of sweets',
      'Many kinds of flowers',
      'Many kinds of leaves',
    ],
    correct: 3,
    explanation:
      'Patri puja is done with many kinds of leaves. Families also bring home a clay Ganesha and read the Vinayaka story.',
    source: '/#festivals',
    sourceQuote: 'Patri puja with many kinds of leaves',
  },
  {
    id: 'q-fest-201',
    band: '8-10',
    topic: 'festivals',
    question: 'Sankranti is a harvest festival. Whom do we thank at it?',
    options: [
      'The rain, the river and the trees',
      'The king, the army and the traders',
      'The Sun, the farmers and the cattle',
      'The Moon, the stars and the sea',
    ],
    correct: 2,
    explanation:
      'At Sankranti we thank the Sun, the farmers and the cattle for the harvest. Sankranti follows the Sun, so it almost always falls on 14 or 15 January.',
    source: '/#festivals',
    sourceQuote:
      'We thank the Sun, the farmers and the cattle for the harvest.',
  },
  {
    id: 'q-fest-202',
    band: '8-10',
    topic: 'festivals',
    question: 'On Diwali, families pray to which goddess for a good year?',
    options: [
      'Goddess Lakshmi',
      'Goddess Saraswati',
      'Goddess Ganga',
      'Goddess Bhudevi',
    ],
    correct: 0,
    explanation:
      'On Diwali, the festival of lights, families pray to Goddess Lakshmi for a good year, with Lakshmi puja in the evening. Light wins over darkness.',
    source: '/#festivals',
    sourceQuote: 'Families pray to Goddess Lakshmi for a good year.',
  },
  // Heroes
  {
    id: 'q-hero-005',
    band: '8-10',
    topic: 'heroes',
    question:
      'Which hero asked peacefully for a state of their own for Telugu speakers?',
    options: [
      'Konijeti Rosaiah',
      'Potti Sriramulu',
      'Mamidi Venkayya',
      'Kothalinga',
    ],
    correct: 1,
    explanation:
      'Potti Sriramulu stood up peacefully for a state for Telugu speakers, and Andhra State was formed on 1 October 1953. His lesson for us: stand up peacefully for what is fair, even when it is hard.',
    source: '/#heroes',
    sourceQuote: 'to ask, peacefully, for a state for Telugu speakers',
  },
  {
    id: 'q-hero-006',
    band: '8-10',
    topic: 'heroes',
    question:
      'Mamidi Venkayya of Machilipatnam is remembered for writing what?',
    options: [
      'A book of temple songs',
      'A Telugu dictionary',
      'A map of the Godavari',
      'A book of old stories',
    ],
    correct: 1,
    explanation:
      'Mamidi Venkayya wrote Andhra Deepika, a Telugu dictionary in alphabetical order, so that anyone could find a word easily. He is remembered as the first Telugu lexicographer (dictionary maker).',
    source: '/#heroes',
    sourceQuote:
      'He wrote Andhra Deepika, a Telugu dictionary in alphabetical order',
  },
  {
    id: 'q-hero-007',
    band: '8-10',
    topic: 'heroes',
    question:
      'In 1930, Potti Sriramulu went to jail for joining which peaceful protest?',
    options: [
      'The Salt Satyagraha',
      'A railway strike',
      'A farmers’ march',
      'A students’ strike',
    ],
    correct: 0,
    explanation:
      'Sriramulu joined Gandhiji’s freedom movement and went to jail for the Salt Satyagraha in 1930.',
    source: '/#heroes',
    sourceQuote: 'went to jail for the Salt Satyagraha in 1930',
  },
  {
    id: 'q-hero-008',
    band: '8-10',
    topic: 'heroes',
    question: 'What did Kothalinga give Penugonda when he rebuilt it?',
    options: [
      'A new fort and a palace',
      'Roads and a big bridge',
      'A market and a harbour',
      'Water tanks, wells and gardens',
    ],
    correct: 3,
    explanation:
      'Kothalinga rebuilt Penugonda with tanks, wells and gardens for everyone, and gave gifts to the Nagareswara temple.',
    source: '/#heroes',
    sourceQuote:
      'Rebuilt Penugonda with tanks, wells and gardens for everyone.',
  },
  {
    id: 'q-hero-200',
    band: '8-10',
    topic: 'heroes',
    question: 'Why did Penugonda need to be rebuilt in Kothalinga’s time?',
    options: [
      'A king’s army had burned it',
      'A flood had washed it away',
      'Its people had moved away',
      'An earthquake had shaken it',
    ],
    correct: 0,
    explanation:
      'Long ago, a king’s army burned the town of Penugonda. The merchant Kothalinga did not give up: he rebuilt the town.',
    source: '/#heroes',
    sourceQuote: 'Long ago, a king’s army burned the town of Penugonda.',
  },
  {
    id: 'q-hero-201',
    band: '8-10',
    topic: 'heroes',
    question: 'Our heroes teach us Vision. What does it mean?',
    options: [
      'Helping our family, our neighbours and our town',
      'Imagining a better tomorrow and working towards it',
      'Doing the right thing, even when we feel afraid',
      'Giving up something of our own to help others',
    ],
    correct: 1,
    explanation:
      'Vision is imagining a better tomorrow and working towards it. Courage and service are among the other values our heroes teach.',
    source: '/#heroes',
    sourceQuote: 'Vision Imagining a better tomorrow and working towards it.',
  },
  {
    id: 'q-hero-202',
    band: '8-10',
    topic: 'heroes',
    question: 'What lesson does Kothalinga’s story teach us?',
    options: [
      'Learning, and sharing what we learn, helps everyone',
      'When something breaks, we can build it again, together',
      'Stand up peacefully for what is fair, even when it is hard',
      'Save a little money, food and water for tomorrow',
    ],
    correct: 1,
    explanation:
      'Kothalinga rebuilt his town after it was burned, so his lesson is: when something breaks, we can build it again, together.',
    source: '/#heroes',
    sourceQuote: 'When something breaks, we can build it again, together.',
  },
  // Gotras and sages
  {
    id: 'q-gotra-006',
    band: '8-10',
    topic: 'gotras-and-sages',
    question: 'What is a gotra?',
    options: [
      'The town a family first came from',
      'A family line, often named after a sage',
      'A family’s own festival dish',
      'A name given to a child at birth',
    ],
    correct: 1,
    explanation:
      'A gotra is like a very old family name: a family line, and most gotras carry the name of a great sage. For some, the old lists do not say where the name comes from.',
    source: '/gotras#what-is-a-gotra',
    sourceQuote: 'A gotra is like a very old family name.',
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
    sourceQuote: 'Sage Valmiki is called the first poet, Adi Kavi.',
  },
  {
    id: 'q-gotra-008',
    band: '8-10',
    topic: 'gotras-and-sages',
    question: 'Which sage was born a king?',
    options: ['Vasishtha', 'Agastya', 'Valmiki', 'Vishvamitra'],
    correct: 3,
    explanation:
      'The old stories say Vishvamitra was born a king and became a great sage. He taught young Rama and Lakshmana.',
    source: '/gotra/vishvamitra',
    sourceQuote: 'Sage Vishvamitra was born a king and became a great sage.',
  },
  {
    id: 'q-gotra-009',
    band: '8-10',
    topic: 'gotras-and-sages',
    question:
      'Which sage, one of the seven great sages, do the old stories call the father of gods and people?',
    options: ['Agastya', 'Kashyapa', 'Narada', 'Valmiki'],
    correct: 1,
    explanation:
      'Sage Kashyapa was one of the seven great sages. The old stories call him the father of gods and people, which is why so many families feel close to him.',
    source: '/gotra/kashyapa',
    sourceQuote: 'The old stories call him the father of gods, people',
  },
  {
    id: 'q-gotra-010',
    band: '8-10',
    topic: 'gotras-and-sages',
    question:
      'Old stories say Sage Agastya crossed which mountains to live in the south?',
    options: [
      'The Vindhya mountains',
      'The Himalaya mountains',
      'The Nilgiri mountains',
      'The Satpura mountains',
    ],
    correct: 0,
    explanation:
      'Sage Agastya is one of the most loved sages of South India. Old stories say he crossed the Vindhya mountains and shared his learning in the south.',
    source: '/gotra/agastya',
    sourceQuote: 'he crossed the Vindhya mountains to live in the south',
  },
  {
    id: 'q-gotra-200',
    band: '8-10',
    topic: 'gotras-and-sages',
    question:
      'Sage Narada travels with his veena, singing the name of which god?',
    options: ['Lord Shiva', 'Lord Brahma', 'Lord Indra', 'Lord Vishnu'],
    correct: 3,
    explanation:
      'Sage Narada travels between the worlds with his veena, singing the name of Lord Vishnu and carrying news. His mischief always ends well.',
    source: '/gotra/narada',
    sourceQuote: 'singing the name of Lord Vishnu and carrying news',
  },
  {
    id: 'q-gotra-201',
    band: '8-10',
    topic: 'gotras-and-sages',
    question: 'Where do families say their gotra aloud?',
    options: [
      'At school and at games',
      'At the market and at shops',
      'At pujas and weddings',
      'At birthdays and picnics',
    ],
    correct: 2,
    explanation:
      'A gotra is said aloud at pujas and weddings. That is why grandparents ask, “What is your gotra?”',
    source: '/gotras#what-is-a-gotra',
    sourceQuote: 'why it is said aloud at pujas and weddings',
  },
  // Traditions and food
  {
    id: 'q-trad-006',
    band: '8-10',
    topic: 'traditions-and-food',
    question:
      'Which sweet flatbread, filled with chana dal and jaggery, is made for Ugadi?',
    options: ['Pulihora', 'Ariselu', 'Bobbatlu', 'Sunnundalu'],
    correct: 2,
    explanation:
      'Bobbatlu are soft flatbreads with a sweet filling of chana dal and jaggery. Families make them for Ugadi, Sankranti and Diwali.',
    source: '/traditions#recipe-bobbatlu',
    sourceQuote:
      'Soft flatbreads with a sweet filling of chana dal and jaggery',
  },
  {
    id: 'q-trad-007',
    band: '8-10',
    topic: 'traditions-and-food',
    question:
      'Telugu families offer pulihora to God at festivals. Then they share it as what?',
    options: ['Panchangam', 'Prasadam', 'Toranam', 'Muggulu'],
    correct: 1,
    explanation:
      'Telugu families offer pulihora to God at festivals, especially Sankranti, and share it as prasadam.',
    source: '/traditions#recipe-pulihora',
    sourceQuote:
      'offer it to God at festivals, especially Sankranti, and share it as prasadam',
  },
  {
    id: 'q-trad-008',
    band: '8-10',
    topic: 'traditions-and-food',
    question: 'In a langa voni (half-saree), what is the voni?',
    options: [
      'A silk skirt with a gold border',
      'A string of fresh flowers',
      'A cloth draped over one shoulder',
      'A pair of glass bangles',
    ],
    correct: 2,
    explanation:
      'A langa voni is a long skirt and blouse with a voni, a cloth draped over one shoulder like a saree. Older girls often wear it.',
    source: '/traditions#clothing-heading',
    sourceQuote: 'a voni, a cloth draped over one shoulder like a saree',
  },
  {
    id: 'q-trad-009',
    band: '8-10',
    topic: 'traditions-and-food',
    question:
      'Most families are traditionally vegetarian. Which value is the reason?',
    options: ['Ahimsa', 'Podupu', 'Srama', 'Daanam'],
    correct: 0,
    explanation:
      'Ahimsa means peace, non-violence and kindness to every living being. It is why most families are traditionally vegetarian.',
    source: '/#culture',
    sourceQuote:
      'Most families are traditionally vegetarian, because of ahimsa',
  },
  {
    id: 'q-trad-010',
    band: '8-10',
    topic: 'traditions-and-food',
    question: 'What does Podupu, one of our core values, mean?',
    options: [
      'Telling the truth',
      'Sharing with others',
      'Working hard',
      'Saving wisely',
    ],
    correct: 3,
    explanation:
      'Podupu means saving wisely: not wasting money, food or water, and saving a little for tomorrow.',
    source: '/traditions#values-heading',
    sourceQuote:
      'Not wasting money, food or water, and saving a little for tomorrow.',
  },
  {
    id: 'q-trad-200',
    band: '8-10',
    topic: 'traditions-and-food',
    question: 'Which of these is wrapped around the waist?',
    options: ['Kanduva', 'Voni', 'Pancha', 'Kurta'],
    correct: 2,
    explanation:
      'A pancha (dhoti) is a long white or cream cloth wrapped around the waist. The kanduva is worn over the shoulder with it.',
    source: '/traditions#clothing-heading',
    sourceQuote: 'A long white or cream cloth wrapped around the waist',
  },
  {
    id: 'q-trad-201',
    band: '8-10',
    topic: 'traditions-and-food',
    question: 'What does Dharma, one of our core values, mean?',
    options: [
      'Saving for tomorrow',
      'Working hard at a job',
      'Giving to those in need',
      'Doing what is right',
    ],
    correct: 3,
    explanation:
      'Dharma means doing what is right: being fair, doing our duty to our family and treating everyone with respect.',
    source: '/traditions#values-heading',
    sourceQuote: 'Living rightly: being fair, doing our duty to our family',
  },
  // Telugu phrases
  {
    id: 'q-phrase-005',
    band: '8-10',
    topic: 'telugu-phrases',
    question: 'How do you politely ask “How are you?” in Telugu?',
    options: ['Bagunnanu', 'Ela unnaru', 'Dhanyavadalu', 'Namaskaram'],
    correct: 1,
    explanation:
      '“Ela unnaru?” politely asks how someone is. “Namaskaram” is a respectful hello.',
    source: '/traditions#phrases-heading',
    sourceQuote: 'How are you? ఎలా ఉన్నారు? Ela unnaru?',
  },
  {
    id: 'q-phrase-006',
    band: '8-10',
    topic: 'telugu-phrases',
    question: 'When do we use the word “Dayachesi”?',
    options: [
      'To say thank you to someone',
      'To greet someone with respect',
      'To ask for something politely',
      'To say sorry to someone',
    ],
    correct: 2,
    explanation:
      'Dayachesi means “please”: we say it when we ask for something politely.',
    source: '/traditions#phrases-heading',
    sourceQuote: 'Politeness Please దయచేసి Dayachesi',
  },
  {
    id: 'q-phrase-007',
    band: '8-10',
    topic: 'telugu-phrases',
    question: 'When do we say “Ugadi subhakankshalu!”?',
    options: [
      'To say thank you for a gift',
      'To wish a happy Telugu New Year',
      'To greet a teacher each morning',
      'To wish someone a safe journey',
    ],
    correct: 1,
    explanation:
      '“Ugadi subhakankshalu!” means “Happy Ugadi!”: best wishes for the Telugu New Year.',
    source: '/traditions#phrases-heading',
    sourceQuote: 'Happy Ugadi! (best wishes for the Telugu New Year)',
  },
  {
    id: 'q-phrase-008',
    band: '8-10',
    topic: 'telugu-phrases',
    question: 'When would you say “Naa peru Vasavi.”?',
    options: [
      'To ask how someone is',
      'To wish a happy new year',
      'To say thank you to someone',
      'To tell someone your name',
    ],
    correct: 3,
    explanation:
      '“Naa peru Vasavi.” means “My name is Vasavi.” Put your own name in place of Vasavi to introduce yourself!',
    source: '/traditions#phrases-heading',
    sourceQuote: 'My name is Vasavi. నా పేరు వాసవి. Naa peru Vasavi.',
  },
  {
    id: 'q-phrase-009',
    band: '8-10',
    topic: 'telugu-phrases',
    question:
      'Someone asks you “Ela unnaru?” and you are well. What do you answer?',
    options: ['Dayachesi.', 'Dhanyavadalu.', 'Namaskaram.', 'Bagunnanu.'],
    correct: 3,
    explanation:
      '“Ela unnaru?” means “How are you?”, and the answer “Bagunnanu.” means “I am fine.”',
    source: '/traditions#phrases-heading',
    sourceQuote: 'I am fine. బాగున్నాను. Bagunnanu.',
  },
  {
    id: 'q-phrase-010',
    band: '8-10',
    topic: 'telugu-phrases',
    question: 'Whom do you call Nanamma?',
    options: [
      'Your father’s mother',
      'Your mother’s mother',
      'Your father’s sister',
      'Your mother’s sister',
    ],
    correct: 0,
    explanation:
      'Nanamma is your father’s mother (Nanna’s amma), and Ammamma is your mother’s mother (Amma’s amma).',
    source: '/traditions#phrases-heading',
    sourceQuote: "Grandmother (mother's mother / father's mother)",
  },
  {
    id: 'q-phrase-011',
    band: '8-10',
    topic: 'telugu-phrases',
    question: 'When would you say “Chala saradaga undi!”?',
    options: [
      'To ask how someone is',
      'To wish someone a happy Ugadi',
      'When something is great fun',
      'To tell someone your name',
    ],
    correct: 2,
    explanation: '“Chala saradaga undi!” means “This is so much fun!”',
    source: '/traditions#phrases-heading',
    sourceQuote: 'This is so much fun! చాలా సరదాగా ఉంది!',
  },
  // History and places
  {
    id: 'q-hist-005',
    band: '8-10',
    topic: 'history-and-places',
    question:
      'In the story, in which town was Vasavi born? Her chief temple stands there today.',
    options: ['Hyderabad', 'Penugonda', 'Tirupati', 'Vijayawada'],
    correct: 1,
    explanation:
      'The story begins in Penugonda, a town near the big Godavari river, and today there is a beautiful temple for Vasavi there.',
    source: '/vasavi-story#the-beautiful-princess',
    sourceQuote: 'Long ago, there was a town called Penugonda.',
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
    sourceQuote:
      'community associations chose the name Arya Vysya in place of Komati',
  },
  {
    id: 'q-hist-007',
    band: '8-10',
    topic: 'history-and-places',
    question: 'Penugonda is remembered by which name?',
    options: [
      'The Kasi of the South',
      'The Kasi of the Godavari',
      'The Kasi of Vysyas',
      'The Kasi of Andhra',
    ],
    correct: 2,
    explanation:
      'Penugonda, the home town of Vasavi’s story, is remembered as the “Kasi of Vysyas”.',
    source: '/#history',
    sourceQuote: 'is remembered as the "Kasi of Vysyas"',
  },
  {
    id: 'q-hist-008',
    band: '8-10',
    topic: 'history-and-places',
    question:
      'What did the Komati families of Penugonda do for a living, long ago?',
    options: [
      'Catching fish',
      'Trading goods',
      'Building ships',
      'Making pots',
    ],
    correct: 1,
    explanation:
      'Komati merchant families lived and traded in towns such as Penugonda. Old records say they were the great traders of the Telugu country.',
    source: '/#history',
    sourceQuote:
      'merchant families called Komatis lived and traded in towns such as Penugonda',
  },
  {
    id: 'q-hist-200',
    band: '8-10',
    topic: 'history-and-places',
    question:
      'As merchant families settled in new towns across South India, what did they help to build?',
    options: [
      'Forts, palaces and city walls',
      'Railways, roads and bridges',
      'Temples, water tanks and wells',
      'Ships, harbours and lighthouses',
    ],
    correct: 2,
    explanation:
      'Merchant families travelled and settled in new towns, all the way to the Tamil country. They helped to build temples, water tanks and wells.',
    source: '/#history',
    sourceQuote: 'They helped to build temples, water tanks and wells.',
  },
  {
    id: 'q-hist-201',
    band: '8-10',
    topic: 'history-and-places',
    question: 'Inscriptions show the word “Komati” in use by when?',
    options: [
      'By the 18th century',
      'By the 15th century',
      'By the 20th century',
      'By the 11th century',
    ],
    correct: 3,
    explanation:
      'Inscriptions show the word “Komati” in use by the 11th century CE, about a thousand years ago.',
    source: '/#history',
    sourceQuote:
      'Inscriptions show the word "Komati" in use by the 11th century CE.',
  },
  {
    id: 'q-hist-202',
    band: '8-10',
    topic: 'history-and-places',
    question: 'In which district of Andhra Pradesh is Penugonda today?',
    options: ['East Godavari', 'Visakhapatnam', 'West Godavari', 'Srikakulam'],
    correct: 2,
    explanation:
      'Penugonda is in today’s West Godavari district, in the Godavari region where merchant families lived and traded long ago.',
    source: '/#history',
    sourceQuote: 'Penugonda, in today’s West Godavari district',
  },
] as const satisfies readonly OlderBankQuestion[]
