/** Debian's Chromium as the e2e suite and the Lighthouse bench launch it (no vitest here: the bench imports it). */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags this machine's Chromium runs with: headless, offline of every Google service. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
