import type { Database } from './schema';

/**
 * Which feature owns each table: only files of that feature (src/server/features/<owner>) name it in a
 * query; other features compose the owner's fragments, exported by its index.ts. `shared` tables are
 * named by several features, each for a reason given here. Checked by features/domain-tables.test.ts.
 */
export type TableOwner = { owner: string } | { shared: string };

export const TABLE_OWNERS: Record<keyof Database, TableOwner> = {
  accounts: { owner: 'accounts' },
  invitations: { owner: 'accounts' },
  recovery_codes: { owner: 'accounts' },
  wait_listers: { owner: 'accounts' },
  sessions: { owner: 'auth' },
  login_failures: { owner: 'auth' },
  audio_clips: { owner: 'audio' },
  words: { owner: 'words' },
  word_variants: { owner: 'words' },
  games: { owner: 'games' },
  game_words: { owner: 'games' },
  submissions: { owner: 'games' },
  guesses: { owner: 'games' },
  training_players: { owner: 'training' },
  training_cards: { owner: 'training' },
  training_attempts: { owner: 'training' },
  outbox: { owner: 'mail' },
  app_settings: { shared: 'key-value settings: each feature reads and writes only keys it names itself' },
  // The request rate limiter's (lib/rate-limiter.ts): plumbing, no feature's.
  rate_limit_windows: { owner: 'lib' },
};

/**
 * Features that may name any table, and why. `backup` dumps and restores every table by design.
 */
export const FEATURES_NAMING_EVERY_TABLE: Record<string, string> = {
  backup: 'dumps and restores every table, whoever owns it',
};
