import type { speechMessages as englishMessages } from '../en/speech'

/** Telugu twin of `en/speech.ts`. */
export const speechMessages = {
  'speech.speakLabel': 'చదివి వినిపించండి: {text}',
  'speech.name.explanation': 'వివరణ',
  'speech.name.instructions': 'ఎలా ఆడాలి',
  'speech.name.story': 'మీ కథ',
  'speech.name.result': 'రౌండ్ ముగింపు',
  'speech.readToMe': 'నాకు చదివి వినిపించండి',
  'speech.readToMe.soundOff': 'శబ్దం ఆఫ్\u200cలో ఉంది. చదివి వినిపించాలంటే శబ్దం ఆన్ చేయండి.',
  'speech.noTeluguVoice.title': 'ఈ పరికరంలో తెలుగు గొంతు లేదు',
  'speech.noTeluguVoice.body':
    'అందుకే ఇక్కడ తెలుగును ఇంకా చదివి వినిపించలేము. పెద్దవారు ఇలా తెలుగు గొంతును చేర్చి, ఈ పేజీని మళ్ళీ తెరవవచ్చు:',
  'speech.noTeluguVoice.android':
    'Android: Settings → System → Languages & input → Text-to-speech output → Google Text-to-speech (Speech Services by Google) సెట్టింగ్\u200cలు → Install voice data → తెలుగు (Telugu) ఎంచుకోండి.',
  'speech.noTeluguVoice.ipad':
    'iPad: Settings → Accessibility → Spoken Content → Voices తెరిచి, జాబితాలో ఉంటే తెలుగు (Telugu) ఎంచుకోండి.',
  'speech.noTeluguVoice.windows':
    'Windows: Settings → Time & language → Speech → Add voices తెరిచి, జాబితాలో ఉంటే తెలుగు (Telugu) ఎంచుకోండి.',
  'speech.noTeluguVoice.dismiss': 'సరే',
} as const satisfies Record<keyof typeof englishMessages, string>
