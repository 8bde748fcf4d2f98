export { AudioButtons } from './audio-buttons';
export { GuessDisplay } from './guess-display';
export { OnScreenKeyboard } from './on-screen-keyboard';
export { cleanGuess, useGuessInput } from './use-guess-input';
export { VerdictList, VerdictRow } from './verdict-list';
export { WordClues } from './word-clues';
