/** The daily game and past games (product §4). */
export const game = {
  title: "Today's Spelling Bee",
  pastTitle: 'Spelling Bee of {{date}}',
  loading: "Getting today's quiz.",
  loadingPast: 'Getting the quiz.',
  notReady: "Today's bee isn't ready yet. Please check back in a few minutes.",
  intro: {
    eyebrow: 'Daily spelling bee',
    eyebrowPast: 'From the archive',
    words: '{{count}} words',
    body: "Listen to each word, then type how it's spelled. You can hear it again, its definition or a sentence as often as you like.",
    play: 'Play',
    resume: 'Your game is kept: Play picks up at word {{number}} of {{count}}.',
  },
  play: {
    progress: 'Word {{number}} of {{count}}',
    hint: 'Type the spelling, then press Enter.',
  },
  submitting: 'Getting your result.',
  submitFailed: "We couldn't send your guesses. Check your connection and try again.",
  retry: 'Try again',
};
