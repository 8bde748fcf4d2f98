/** A clue a player can ask for: the word, its definition or a sentence with it. */
export type ClueKind = 'word' | 'definition' | 'sentence';

/**
 * The clue buttons Ctrl and a letter play (product §6), by letter, in the order the game shows them: the
 * game lists its buttons, names their shortcuts (`aria-keyshortcuts`) and listens by it; the help panel
 * lists it.
 */
export const CLIP_SHORTCUTS: Readonly<Record<string, ClueKind>> = {
  w: 'word',
  d: 'definition',
  s: 'sentence',
};
