/** Strings of reading aloud, shared by the features that read; keys start with `speech.`. */
export const speechMessages = {
  'speech.speakLabel': 'Read aloud: {text}',
  'speech.name.explanation': 'the explanation',
  'speech.name.instructions': 'the instructions',
  'speech.name.story': 'your story',
  'speech.name.result': 'the end of the round',
  'speech.readToMe': 'Read to me',
  'speech.readToMe.soundOff': 'Sound is off. Turn it on to hear the reading.',
  'speech.noTeluguVoice.title': 'This device has no Telugu voice',
  'speech.noTeluguVoice.body':
    'So Telugu cannot be read aloud here yet. A grown-up can add a Telugu voice, then open this page again:',
  'speech.noTeluguVoice.android':
    'Android: Settings → System → Languages & input → Text-to-speech output → the settings of Google Text-to-speech (Speech Services by Google) → Install voice data → Telugu.',
  'speech.noTeluguVoice.ipad':
    'iPad: Settings → Accessibility → Spoken Content → Voices, and choose Telugu if it is in the list.',
  'speech.noTeluguVoice.windows':
    'Windows: Settings → Time & language → Speech → Add voices, and choose Telugu if it is in the list.',
  'speech.noTeluguVoice.dismiss': 'Got it',
} as const
