import type { storyMessages as englishMessages } from '../en/story'

/** The Telugu twin of `en/story.ts`; keys start with `story.`. */
export const storyMessages = {
  'story.chapters.heading': 'నాలుగు అధ్యాయాల్లో కథ',
  'story.chapters.intro':
    'ఎవరు చదువుతున్నారో ఎంచుకోండి. పిల్లల కథ చిన్నగా, మెత్తగా ఉంటుంది; పెద్దల కథలో పాత రికార్డులు ఏమంటాయో, పాత కథనాలు ఎక్కడ వేరుగా చెబుతాయో కూడా ఉంటుంది.',
  'story.version.legend': 'ఎవరు చదువుతున్నారు?',
  'story.version.kids': 'పిల్లల కోసం',
  'story.version.adult': 'పెద్దల కోసం',
  'story.chapter.number': '{number}వ అధ్యాయం',
  'story.chapter.sourceNotes': 'ఆధారాలు ఎక్కడ వేరుగా చెబుతాయి',
  'story.grownUpsNote': 'పెద్దలకు ఒక మాట',
  'story.readAloud.play': 'నాకు చదివి వినిపించండి',
  'story.readAloud.playLabel': 'నాకు చదివి వినిపించండి: {title}',
  'story.readAloud.pause': 'ఆపండి',
  'story.readAloud.pauseLabel': 'చదవడం కాసేపు ఆపండి: {title}',
  'story.readAloud.resume': 'కొనసాగించండి',
  'story.readAloud.resumeLabel': 'చదవడం కొనసాగించండి: {title}',
  'story.readAloud.stop': 'ముగించండి',
  'story.readAloud.stopLabel': 'చదవడం ముగించండి: {title}',
  'story.readAloud.status.playing': 'చదివి వినిపిస్తోంది',
  'story.readAloud.status.paused': 'కాసేపు ఆగింది',
  'story.readAloud.noTeluguVoice':
    'ఈ పరికరంలో తెలుగు గొంతు లేదు. అందుకే ఇది చదివి వినిపించలేదు.',
  'story.sayInTelugu': 'తెలుగులో చెప్పండి',
  'story.sayInTeluguLabel': 'తెలుగులో చెప్పండి: {text}',
  'story.videos.heading': 'కథను చూడండి',
  'story.videos.intro':
    'మీరు ప్లే నొక్కే వరకు YouTube నుంచి ఏదీ రాదు. పెద్దవారితో కలిసి చూడండి.',
  'story.videos.kind.detailed': 'వివరమైన కథ',
  'story.videos.kind.quick': 'చిన్న కథ',
  'story.video.play': 'వీడియో ప్లే చేయండి: {title}',
  'story.video.askGrownUp': 'ఈ వీడియోను వెతకడానికి ఒక పెద్దవారిని అడగండి',
  'story.values.heading': 'వాసవి మనకు నేర్పేది',
  'story.festivals.heading': 'వాసవి మాత పండుగలు',
  'story.festivals.intro':
    'వాసవి ఆలయాలు మూడు ముఖ్య పండుగలు జరుపుకుంటాయి: వాసవి జయంతి, ఆత్మార్పణ, నవరాత్రులు. కలిసి జరుపుకోవడానికి ఇక్కడ రెండు ఉన్నాయి; ఆత్మార్పణ గుర్తుచేసే కథను 3వ అధ్యాయం చెబుతుంది.',
  'story.festival.date': 'సంప్రదాయ తేదీ',
  'story.festival.englishDate': 'ఇంగ్లీష్ క్యాలెండర్‌లో',
  'story.festival.traditions': 'ఎలా జరుపుకుంటాం',
  'story.festival.significance': 'ఇది ఎందుకు ముఖ్యం',
  'story.prayer.heading': 'పిల్లల ప్రార్థన',
  'story.mantra.heading': 'ఒక సంప్రదాయ మంత్రం',
  'story.mantra.transliteration': 'ఇలా పలకండి',
  'story.mantra.meaning': 'దీని అర్థం',
  'story.lessons.heading': 'జీవిత పాఠాలు',
} as const satisfies Record<keyof typeof englishMessages, string>
