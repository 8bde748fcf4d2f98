/** The menu's and the help panel's contents: a chunk of their own, loaded when they may first open. */
export const menu = {
  drawer: {
    daily: "Today's Spelling Bee",
    archive: 'The Archive',
    training: 'Training Mode',
    password: 'Change Password',
    admin: 'Admin',
    loggedInAs: "You're logged in as:",
    logout: 'Logout',
  },
  helpPanel: {
    /** A clue's shortcut, its letter from the game's shortcut map: 'Ctrl+W'. */
    key: 'Ctrl+{{letter}}',
    /** After each shortcut's key: 'Ctrl+W for Word'. */
    keyFor: { word: 'for Word', definition: 'for Definition', sentence: 'for Sentence' },
    rules: {
      daily: 'There is a new spelling bee every day.',
      words: 'Each bee has {{count}} words.',
      buttons: 'Press Word to hear the word, Definition to hear what it means, and Sentence to hear it used.',
      shortcuts: 'Shortcuts:',
      soundsLike:
        'A word marked "Sounds like another word" has a homophone: listen to the definition or the sentence to know which spelling is meant.',
      typing: 'Type the spelling on the on-screen keyboard or your own keyboard, then press Enter.',
      result: 'Your result appears after the last word.',
    },
  },
  preferences: {
    title: 'Preferences',
    theme: 'Theme',
    themes: { system: 'Match my device', light: 'Light', dark: 'Dark' },
    highContrast: 'High contrast',
    keyboard: 'On-screen keyboard',
    keyboards: { auto: 'Automatic', qwerty: 'QWERTY', abc: 'A to Z (larger keys)' },
    language: 'Language',
    languages: { en: 'English', es: 'Español' },
  },
};
