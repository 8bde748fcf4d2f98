/** Texts of the spelling components shared by the daily game and training mode. */
export const spelling = {
  audio: {
    group: 'Listen',
    word: 'Word',
    definition: 'Definition',
    sentence: 'Sentence',
    sentenceNumber: '{{number}} of {{count}}',
    slower: 'Slower',
    slowerLabel: 'Hear the word again, slower',
    volume: 'Volume',
    unavailable: "This audio isn't available right now. Please try again in a moment.",
  },
  clues: {
    label: 'About this word',
    partOfSpeech: {
      noun: 'noun',
      verb: 'verb',
      adjective: 'adjective',
      adverb: 'adverb',
      preposition: 'preposition',
      conjunction: 'conjunction',
      pronoun: 'pronoun',
      interjection: 'interjection',
      determiner: 'determiner',
    },
    /** A badge beside the part of speech, on one line with it (the help panel says what to do). */
    soundsLike: 'Sounds like another word',
  },
  keyboard: {
    label: 'On-screen keyboard',
    backspace: 'Backspace',
    enter: 'Enter',
    letter: '{{letter}}',
  },
  guess: {
    label: 'Your spelling',
    placeholder: 'Type what you hear',
    count: '{{count}} of {{max}} letters',
  },
  verdict: {
    accepted: 'Accepted',
    notAccepted: 'Not accepted',
    acceptable: 'Accepted spelling:',
    acceptablePlural: 'Accepted spellings:',
    number: '{{number}}.',
  },
};
