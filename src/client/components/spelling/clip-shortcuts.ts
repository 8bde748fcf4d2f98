/**
 * The clue buttons Ctrl and a letter play (product §6), by letter, in the order the game shows them: the
 * game listens for them and the help panel lists them.
 */
export const CLIP_SHORTCUTS: Readonly<Record<string, 'word' | 'definition' | 'sentence'>> = {
  w: 'word',
  d: 'definition',
  s: 'sentence',
};
