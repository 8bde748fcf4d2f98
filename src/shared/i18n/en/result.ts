/** A played game's result, statistics and what comes next (product §4). */
export const result = {
  heading: 'Your result',
  score: 'Your score was {{score}}/{{count}}',
  guessesLabel: 'Your guesses',
  perfect: 'A perfect bee!',
  great: 'Great spelling!',
  good: 'Nice work. Keep practising!',
  low: 'Every bee makes you better. Try Training Mode!',
  stats: {
    heading: 'Your statistics',
    played: 'Played',
    average: 'Average score',
    currentStreak: 'Current streak',
    longestStreak: 'Longest streak',
    days: '{{count}} days',
    day: '1 day',
  },
  countdown: {
    label: 'Next bee in',
    value: '{{hours}}:{{minutes}}:{{seconds}}',
    ready: 'A new bee is ready!',
    reload: 'Play it',
  },
  share: {
    button: 'Share',
    copied: 'Copied!',
    failed: "Couldn't copy. Select the text below to copy it.",
  },
  archiveLink: 'Play past bees in the archive',
  trainingLink: 'Practise in Training Mode',
};
