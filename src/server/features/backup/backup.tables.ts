/**
 * Every table of the app in an order that satisfies foreign keys (parents first), with the
 * columns that order a stable dump. Restore inserts in this order and deletes in reverse.
 */
export const BACKUP_TABLES = [
  { name: 'accounts', orderBy: 'id' },
  { name: 'sessions', orderBy: 'id' },
  { name: 'app_settings', orderBy: 'key' },
  { name: 'audio_clips', orderBy: 'text_hash' },
  { name: 'words', orderBy: 'id' },
  { name: 'word_variants', orderBy: 'word_id, spelling' },
  { name: 'games', orderBy: 'id' },
  { name: 'game_words', orderBy: 'game_id, position' },
  { name: 'submissions', orderBy: 'id' },
  { name: 'guesses', orderBy: 'submission_id, position' },
  { name: 'training_players', orderBy: 'account_id' },
  { name: 'training_cards', orderBy: 'account_id, word_id' },
  { name: 'training_attempts', orderBy: 'id' },
  { name: 'wait_listers', orderBy: 'id' },
  { name: 'invitations', orderBy: 'id' },
  { name: 'recovery_codes', orderBy: 'id' },
  { name: 'outbox', orderBy: 'id' },
  { name: 'login_failures', orderBy: 'email_key, created_at' },
] as const;

/** Identity columns whose sequence must follow the restored values. */
export const IDENTITY_COLUMNS = [
  { table: 'words', column: 'number' },
  { table: 'training_attempts', column: 'id' },
] as const;

export const BACKUP_FORMAT = 'spelldown-backup';
export const BACKUP_VERSION = 1;
