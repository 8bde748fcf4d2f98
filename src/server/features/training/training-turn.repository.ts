import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { PlayerWord } from '../../../shared/schemas/words.schema';
import type { Db } from '../../db/database';
import {
  packSpellings,
  playerWordOf,
  playerWordsToJoin,
  spellingsOf,
  unpackSpellings,
  variantsOf,
  wordsToJoin,
} from '../words';
import { isGameWord } from '../games';
import {
  cardColumns,
  dueCardsOf,
  dueInboxCardsOf,
  MISS_SYNC_OVERLAP,
  MISS_SYNC_RECORD_EVERY,
  unsyncedGameMissesOf,
} from './training.repository';
import type { Card } from './training.schedule';

/**
 * One training turn reads what it decides on in one statement and writes its decision in one statement,
 * on condition that the player's row is still as read (same step, same current word): a turn that lost a
 * race with another of the same player writes nothing and is played again from a fresh read. Nothing is
 * held between the two, so a turn costs two round trips and no transaction of its own. Each statement
 * serves many players: the turns of one turn of the event loop are read and written together
 * (`training-turn.batches.ts`); each player may appear once in a write.
 */

/** The player's schedule row. */
interface PlayerState {
  step: number;
  level: number;
  currentWordId: string | null;
  previousWordId: string | null;
}

/** What serving a word decides on. */
export interface ServingState extends PlayerState {
  /** Whether the current word is in the game of today or of a later day (it must not be served). */
  currentInGame: boolean;
  /** Game misses the queue has not taken in (see `findUnsyncedGameMisses`). */
  misses: { wordId: string; missedAt: Date }[];
  /** Whether the game-miss sync should be recorded (none yet, or the last one is not recent). */
  recordMissSync: boolean;
  /** The database's clock at the read: a sync of these misses is recorded as of then. */
  readAt: Date;
  /** Cards due at the player's step, in the schedule's order (see `dueCardsOf`). */
  dueCards: Card[];
}

/** The players' states for serving a word, by account; a player who never trained (no row yet) is absent. */
export async function readServingStates(
  db: Db,
  accountIds: readonly string[],
  today: string,
): Promise<(ServingState & { accountId: string })[]> {
  const accountId = sql<string>`p.account_id`;
  const rows = await db
    .selectFrom('training_players as p')
    .select([
      'p.account_id as accountId',
      'p.step',
      'p.level',
      'p.current_word_id as currentWordId',
      'p.previous_word_id as previousWordId',
      sql<boolean>`coalesce(p.misses_synced_at < now() - ${MISS_SYNC_RECORD_EVERY}, true)`.as('recordMissSync'),
      sql<Date>`now()`.as('readAt'),
      isGameWord(db, today, sql<string>`p.current_word_id`).as('currentInGame'),
      jsonArrayFrom(
        unsyncedGameMissesOf(
          db,
          accountId,
          sql<Date>`coalesce(p.misses_synced_at - ${MISS_SYNC_OVERLAP}, '-infinity'::timestamptz)`,
        ),
      ).as('misses'),
      // The schedule serves the first due card that is not the word just answered: two are enough, and two
      // of the inbox on its turn, when due misses and reviews would hide it.
      jsonArrayFrom(dueCardsOf(db, accountId, sql<number>`p.step`, today, 2)).as('dueCards'),
      jsonArrayFrom(dueInboxCardsOf(db, accountId, sql<number>`p.step`, today, 2)).as('dueInbox'),
    ])
    .where(sql<boolean>`p.account_id = any(${[...accountIds]}::uuid[])`)
    .execute();
  return rows.map(({ dueInbox, ...row }) => ({
    ...row,
    dueCards: [...row.dueCards, ...dueInbox.filter((card) => !row.dueCards.some((c) => c.wordId === card.wordId))],
    misses: row.misses.map((miss) => ({ wordId: miss.wordId, missedAt: new Date(miss.missedAt) })),
  }));
}

/** Makes the player's row (a first visit); nothing when it exists. */
export async function createPlayer(db: Db, accountId: string): Promise<void> {
  await db
    .insertInto('training_players')
    .values({ account_id: accountId, current_word_id: null, previous_word_id: null })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
}

/** A word to serve a player whose row was read as `seen`. */
export interface Serving {
  accountId: string;
  seen: Pick<PlayerState, 'step' | 'currentWordId'>;
  wordId: string;
  now: Date;
  /** When set, the player's game misses are recorded as synced as of this (the read's clock), in the same write. */
  missesSyncedAt: Date | null;
}

/**
 * Makes each word its player's current word where the player's row is still as read, and answers those
 * words for their players, by account; a player whose row had changed is absent (nothing written). A sync
 * of game misses due to be recorded is written with it (`missesSyncedAt`), not in a statement of its own.
 */
export async function serveWords(db: Db, servings: readonly Serving[]): Promise<Map<string, PlayerWord>> {
  const turns = sql<{
    account_id: string;
    step: number;
    seen_word_id: string | null;
    word_id: string;
    now: Date;
    misses_synced_at: Date | null;
  }>`(
    select * from unnest(${servings.map((s) => s.accountId)}::uuid[], ${servings.map((s) => s.seen.step)}::int[],
                         ${servings.map((s) => s.seen.currentWordId)}::uuid[], ${servings.map((s) => s.wordId)}::uuid[],
                         ${servings.map((s) => s.now)}::timestamptz[], ${servings.map((s) => s.missesSyncedAt)}::timestamptz[])
      as t(account_id, step, seen_word_id, word_id, now, misses_synced_at))`;
  const rows = await db
    .with('p', (qb) =>
      qb
        .updateTable('training_players as p')
        .from(turns.as('t'))
        .set((eb) => ({
          current_word_id: eb.ref('t.word_id'),
          updated_at: eb.ref('t.now'),
          misses_synced_at: eb.fn.coalesce('t.misses_synced_at', 'p.misses_synced_at'),
        }))
        .whereRef('p.account_id', '=', 't.account_id')
        .whereRef('p.step', '=', 't.step')
        .where(sql<boolean>`p.current_word_id is not distinct from t.seen_word_id`)
        .returning(['p.account_id', 'p.current_word_id']),
    )
    .selectFrom('p')
    .innerJoin(playerWordsToJoin(db).as('w'), 'w.id', 'p.current_word_id')
    .select('p.account_id as accountId')
    .selectAll('w')
    .execute();
  return new Map(rows.map((row) => [row.accountId, playerWordOf(row)]));
}

/** What answering the current word decides on. */
export interface AnsweringState extends PlayerState {
  /** Whether the word is in the game of today or of a later day (its spelling must not be revealed). */
  inGame: boolean;
  /** Every accepted spelling of the word, the canonical one first. */
  spellings: string[];
  /** The player's card of the word; undefined for a word never answered. */
  card: Card | undefined;
  /** Verdicts of the player's latest `window` answers, newest first. */
  recent: boolean[];
}

/** A player's answer of a word, read for: who answers which word. */
export interface AnswerKey {
  accountId: string;
  wordId: string;
}

/**
 * The players' states for answering their words, one per (account, word) pair; a player who never trained
 * is absent. Each pair may appear once.
 */
export async function readAnsweringStates(
  db: Db,
  keys: readonly AnswerKey[],
  today: string,
  window: number,
): Promise<(AnsweringState & AnswerKey)[]> {
  const asked = sql<AnswerKey>`(
    select * from unnest(${keys.map((k) => k.accountId)}::uuid[], ${keys.map((k) => k.wordId)}::uuid[])
      as k("accountId", "wordId"))`;
  const rows = await db
    .selectFrom(asked.as('k'))
    .innerJoin('training_players as p', 'p.account_id', 'k.accountId')
    .leftJoin(wordsToJoin(db).as('w'), 'w.id', 'k.wordId')
    .select((eb) => [
      'k.accountId',
      'k.wordId',
      'p.step',
      'p.level',
      'p.current_word_id as currentWordId',
      'p.previous_word_id as previousWordId',
      isGameWord(db, today, sql<string>`k."wordId"`).as('inGame'),
      'w.canonical',
      variantsOf(eb.ref('w.id')).as('variants'),
      jsonArrayFrom(
        eb
          .selectFrom('training_cards as tc')
          .select(cardColumns.map((column) => `tc.${column}` as const))
          .whereRef('tc.account_id', '=', 'k.accountId')
          .whereRef('tc.word_id', '=', 'k.wordId'),
      ).as('cards'),
      sql<boolean[]>`array(select a.accepted from training_attempts a
        where a.account_id = p.account_id order by a.id desc limit ${window})`.as('recent'),
    ])
    .execute();
  return rows.map(({ canonical, variants, cards, ...player }) => ({
    ...player,
    spellings: canonical ? spellingsOf(canonical, variants ?? []) : [],
    card: cards[0],
  }));
}

/** An answer as stored. */
export interface Answer {
  wordId: string;
  guess: string;
  accepted: boolean;
  /** The spellings it was judged against, the canonical one first. */
  acceptable: readonly string[];
  /** The word's card after the answer. */
  card: Card;
  /** The player's step and level after the answer. */
  step: number;
  level: number;
}

/** An answer to store for a player whose row was read at `seenStep`. */
export interface Storing {
  accountId: string;
  seenStep: number;
  answer: Answer;
  now: Date;
}

/**
 * Stores each answer of its player's current word (the attempt, the card, the row moved on) where the
 * player's row is still as read: the step the same and the word still current. Answers the attempts by
 * account; a player whose row had changed is absent (nothing written for them).
 */
export async function storeAnswers(
  db: Db,
  storings: readonly Storing[],
): Promise<Map<string, { id: string; createdAt: Date }>> {
  const column = <T>(of: (storing: Storing) => T) => storings.map(of);
  const { rows } = await sql<{ accountId: string; id: string; createdAt: Date }>`
    with t as (
      select * from unnest(
        ${column((s) => s.accountId)}::uuid[], ${column((s) => s.seenStep)}::int[],
        ${column((s) => s.answer.wordId)}::uuid[], ${column((s) => s.answer.guess)}::text[],
        ${column((s) => s.answer.accepted)}::bool[], ${column((s) => s.answer.step)}::int[],
        ${column((s) => s.answer.level)}::int[], ${column((s) => s.answer.card.box)}::int[],
        ${column((s) => s.answer.card.correctStreak)}::int[], ${column((s) => s.answer.card.dueStep)}::int[],
        ${column((s) => s.answer.card.learned)}::bool[], ${column((s) => s.now)}::timestamptz[],
        ${packSpellings(column((s) => s.answer))}::text[]
      ) as t(account_id, seen_step, word_id, guess, accepted, step, level, box, correct_streak, due_step, learned, now,
             acceptable)
    ), moved as (
      update training_players p
      set step = t.step, level = t.level, current_word_id = null, previous_word_id = t.word_id, updated_at = t.now
      from t
      where p.account_id = t.account_id and p.step = t.seen_step and p.current_word_id = t.word_id
      returning p.account_id
    ), card as (
      insert into training_cards as tc (account_id, word_id, box, correct_streak, due_step, learned, updated_at)
      select t.account_id, t.word_id, t.box, t.correct_streak, t.due_step, t.learned, t.now
      from t join moved on moved.account_id = t.account_id
      on conflict (account_id, word_id) do update set
        box = excluded.box, correct_streak = excluded.correct_streak, due_step = excluded.due_step,
        learned = excluded.learned, updated_at = greatest(tc.updated_at, excluded.updated_at)
    )
    insert into training_attempts (account_id, word_id, guess, accepted, acceptable, created_at)
    select t.account_id, t.word_id, t.guess, t.accepted,
           ${unpackSpellings(sql.ref('t.acceptable'))}, t.now
    from t join moved on moved.account_id = t.account_id
    returning account_id as "accountId", id::text as id, created_at as "createdAt"`.execute(db);
  return new Map(rows.map(({ accountId, ...attempt }) => [accountId, attempt]));
}
