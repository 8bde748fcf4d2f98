/** The archive of past games (product §7). */
export const archive = {
  title: 'The Archive',
  intro: 'Play the bees you missed, or look back at your results.',
  year: 'Year',
  month: 'Month',
  fetching: 'Fetching games for {{month}}.',
  empty: 'No games for {{month}}.',
  play: 'Play',
  seeResult: 'See result',
  score: 'Score {{score}}/{{count}}',
  linkLabel: '{{action}}: {{date}}',
  listLabel: 'Games of {{month}}',
};
