import type { ColumnType, Generated } from 'kysely';
import type { ClipState } from '../../shared/schemas/admin-words.schema';

/** A timestamp column: a Date when read, optional on insert (the database default). */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AccountsTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  password_changed_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  account_id: string;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  expires_at: Timestamp;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface AudioClipsTable {
  text_hash: string;
  url_key: string;
  text: string;
  voice: string;
  state: Generated<ClipState>;
  content_type: string | null;
  bytes: Buffer | null;
  byte_length: number | null;
  duration_ms: number | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** How many times the clip's bytes were made again; its URL key covers it. */
  generation: Generated<number>;
  /** The URL the clip had before it was last made again: sent on to the current one. */
  previous_url_key: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface WordsTable {
  id: Generated<string>;
  number: Generated<number>;
  canonical: string;
  spoken_form: string | null;
  definition: string;
  sentence1: string;
  sentence2: string;
  difficulty: Generated<number>;
  /** A fixed random number: training walks (difficulty, shuffle_key) from a random point. */
  shuffle_key: Generated<number>;
  canonical_hash: string | null;
  definition_hash: string | null;
  sentence1_hash: string | null;
  sentence2_hash: string | null;
  part_of_speech: string | null;
  /** Other English words that sound the same: a player is told the word has some, never which. */
  sounds_like: Generated<string[]>;
  /** Left out of new games and training (a starter word the edited bank no longer holds, or staff's choice). */
  retired_at: NullableTimestamp;
  /** Staff last changed the word in the admin area: a new edition of the starter bank leaves it alone. */
  staff_edited_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface WordVariantsTable {
  word_id: string;
  spelling: string;
  tag: string | null;
}

export interface GamesTable {
  id: Generated<string>;
  date: string;
  created_at: CreatedAt;
}

export interface GameWordsTable {
  game_id: string;
  position: number;
  word_id: string;
}

export interface SubmissionsTable {
  id: Generated<string>;
  game_id: string;
  account_id: string;
  score: number;
  played_on_day: boolean;
  created_at: CreatedAt;
}

export interface GuessesTable {
  submission_id: string;
  position: number;
  word_id: string;
  guess: string;
  accepted: boolean;
  /** The spellings the guess was judged against, the canonical one first. */
  acceptable: string[];
}

export interface TrainingPlayersTable {
  account_id: string;
  step: Generated<number>;
  level: Generated<number>;
  current_word_id: string | null;
  previous_word_id: string | null;
  /** When training last took in the player's game misses (database clock); null: never. */
  misses_synced_at: Generated<Date | null>;
  updated_at: CreatedAt;
}

export interface TrainingCardsTable {
  account_id: string;
  word_id: string;
  box: Generated<number>;
  correct_streak: Generated<number>;
  due_step: Generated<number>;
  learned: Generated<boolean>;
  updated_at: CreatedAt;
}

export interface TrainingAttemptsTable {
  id: Generated<string>;
  account_id: string;
  word_id: string;
  guess: string;
  accepted: boolean;
  /** The spellings the answer was judged against, the canonical one first. */
  acceptable: string[];
  created_at: CreatedAt;
}

export type WaitListerStatus = 'waiting' | 'invited' | 'joined';

export interface WaitListersTable {
  id: Generated<string>;
  email: string;
  status: Generated<WaitListerStatus>;
  created_at: CreatedAt;
  /** The language of the page they signed up on ('en' or 'es'): their invitation's. */
  locale: Generated<string>;
}

export interface InvitationsTable {
  id: Generated<string>;
  code_hash: string;
  email: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  used_by_account_id: string | null;
  /** Answers of 'e-mail taken' this code gave (a few, then it is spent). */
  taken_answers: Generated<number>;
}

export interface RecoveryCodesTable {
  id: Generated<string>;
  account_id: string;
  code_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  attempts: Generated<number>;
}

export interface OutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
}

export interface LoginFailuresTable {
  /** SHA-256 of the lower-cased e-mail tried, whether or not an account has it. */
  email_key: string;
  /** The client's address ('' for logins made in-process). */
  address: ColumnType<string, string | undefined, string>;
  /** The try that failed, as the process that let it through named it (null for failures written before). */
  try_id: ColumnType<string | null, string | undefined, string | null>;
  created_at: CreatedAt;
}

/** One fixed window of attempts per key (unlogged: see its migration). */
export interface RateLimitWindowsTable {
  key: string;
  hits: number;
  resets_at: Timestamp;
}

export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  app_settings: AppSettingsTable;
  audio_clips: AudioClipsTable;
  words: WordsTable;
  word_variants: WordVariantsTable;
  games: GamesTable;
  game_words: GameWordsTable;
  submissions: SubmissionsTable;
  guesses: GuessesTable;
  training_players: TrainingPlayersTable;
  training_cards: TrainingCardsTable;
  training_attempts: TrainingAttemptsTable;
  wait_listers: WaitListersTable;
  invitations: InvitationsTable;
  recovery_codes: RecoveryCodesTable;
  outbox: OutboxTable;
  login_failures: LoginFailuresTable;
  rate_limit_windows: RateLimitWindowsTable;
}
