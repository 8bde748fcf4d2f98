/** A clue a player can ask for: the word, its definition or a sentence with it. */
export type ClueKind = 'word' | 'definition' | 'sentence';

/**
 * The clue buttons Ctrl and a letter play (product §6), by letter, in the order the game shows them: the
 * game listens by it, and `CLUE_SHORTCUTS` lists it for the buttons and the help panel.
 */
export const CLIP_SHORTCUTS: Readonly<Record<string, ClueKind>> = {
  w: 'word',
  d: 'definition',
  s: 'sentence',
};

/**
 * The clue buttons in the game's order, each with its letter as a player reads it ('W') and its shortcut as
 * `aria-keyshortcuts` names it ('Control+W'): the game's buttons and the help panel list these.
 */
export const CLUE_SHORTCUTS: readonly { kind: ClueKind; letter: string; ariaKeys: string }[] = Object.entries(
  CLIP_SHORTCUTS,
).map(([letter, kind]) => ({ kind, letter: letter.toUpperCase(), ariaKeys: `Control+${letter.toUpperCase()}` }));
