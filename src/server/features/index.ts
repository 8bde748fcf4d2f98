import { accountsFeature } from './accounts';
import { audioFeature } from './audio';
import { authFeature } from './auth';
import { backupFeature } from './backup';
import type { ServerFeature } from './feature';
import { gamesFeature } from './games';
import { mailFeature } from './mail';
import { trainingFeature } from './training';
import { wordsFeature } from './words';

/** Every feature of the app, in start-up order. */
export const FEATURES: ServerFeature[] = [
  authFeature,
  mailFeature,
  accountsFeature,
  backupFeature,
  audioFeature,
  wordsFeature,
  trainingFeature,
  gamesFeature,
];
