export { AudioButtons, type AudioButtonsProps, type ClipKind } from './audio-buttons';
export { GuessDisplay } from './guess-display';
export { OnScreenKeyboard, type OnScreenKeyboardProps } from './on-screen-keyboard';
export { cleanGuess, useGuessInput, type GuessInput, type GuessInputOptions } from './use-guess-input';
export { VerdictList, VerdictRow, type Verdict } from './verdict-list';
export { WordClues } from './word-clues';
