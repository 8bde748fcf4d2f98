export const layout = {
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  help: 'Help',
  openHelp: 'Open help',
  logoLabel: 'Spelldown home',
  banner: {
    text: '{{name}} is in public beta.',
    link: 'Learn more',
    close: 'Hide the beta banner',
  },
  drawer: { title: 'Navigation', close: 'Close menu' },
  helpPanel: { title: 'How to play', close: 'Close help' },
  panelFailed: 'This could not load. Check your connection, then try again.',
  offline: "You're offline. Your progress is kept on this device; we'll send it when you're back.",
  offlinePage: {
    title: "You're offline",
    text: 'This page opens once the connection is back. The guesses of a game you started are kept on this device.',
    retry: 'Try again',
  },
};
