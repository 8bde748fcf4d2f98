/** Training mode (product §8). */
export const training = {
  title: 'Training Mode',
  eyebrow: 'Endless practice',
  intro: "Listen, type the spelling and press Enter. Words you miss come back until you've learned them.",
  loading: 'Getting your next word.',
  play: {
    label: 'Spell the word you hear',
    hint: 'Type the spelling, then press Enter.',
    sending: 'Checking your spelling…',
    next: 'Getting your next word…',
    offline: "You're offline. Training carries on when you're back.",
    failed: "We couldn't check that spelling. Check your connection and try again.",
    retry: 'Try again',
  },
  empty: {
    title: 'Nothing to practise right now',
    text: 'There are no training words available at the moment. Please come back a little later.',
  },
  last: {
    label: 'Your last answer',
  },
  announce: {
    accepted: 'Accepted: {{guess}}.',
    notAccepted: 'Not accepted. You typed {{guess}}. The spelling is {{spelling}}.',
  },
  summary: {
    label: 'Your progress',
    accuracy: 'Accuracy',
    accuracyHint: 'last {{count}} answers',
    accuracyHintOne: 'last answer',
    accuracyEmpty: '–',
    accuracyNone: 'no answers yet',
    learned: 'Learned',
    learnedHint: '3 right in a row',
    due: 'Due',
    dueHint: 'coming back',
    level: 'Level {{level}} of 5',
    levelHint: 'New words get harder as your accuracy rises.',
  },
  history: {
    title: 'History',
    label: 'Your answers, newest first',
    empty: 'Your answers will appear here, newest first, with every accepted spelling.',
    more: 'Show older answers',
    loadingMore: 'Loading older answers…',
  },
};
