import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { PlayerWord } from '../../../shared/schemas/words.schema';
import type { Db } from '../../db/database';
import { playerWordOf, playerWordColumns, spellingsOf, variantsOf } from '../words/words.read';
import {
  cardColumns,
  dueCardsOf,
  gameWordsFrom,
  MISS_SYNC_OVERLAP,
  MISS_SYNC_RECORD_EVERY,
  replaceCard,
  unsyncedGameMissesOf,
} from './training.repository';
import type { Card } from './training.schedule';

/**
 * One training turn reads what it decides on in one statement and writes its decision in one statement,
 * on condition that the player's row is still as read (same step, same current word): a turn that lost a
 * race with another of the same player writes nothing and is played again from a fresh read. Nothing is
 * held between the two, so a turn costs two round trips and no transaction of its own.
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

/** The player's state for serving a word; undefined for a player who never trained (no row yet). */
export async function readServingState(db: Db, accountId: string, today: string): Promise<ServingState | undefined> {
  const row = await db
    .selectFrom('training_players as p')
    .select((eb) => [
      'p.step',
      'p.level',
      'p.current_word_id as currentWordId',
      'p.previous_word_id as previousWordId',
      sql<boolean>`coalesce(p.misses_synced_at < now() - ${MISS_SYNC_RECORD_EVERY}, true)`.as('recordMissSync'),
      sql<Date>`now()`.as('readAt'),
      eb
        .exists(gameWordsFrom(db, today).where('gw.word_id', '=', sql<string>`p.current_word_id`))
        .$castTo<boolean>()
        .as('currentInGame'),
      jsonArrayFrom(
        unsyncedGameMissesOf(
          db,
          accountId,
          sql<Date>`coalesce(p.misses_synced_at - ${MISS_SYNC_OVERLAP}, '-infinity'::timestamptz)`,
        ),
      ).as('misses'),
      jsonArrayFrom(dueCardsOf(db, accountId, sql<number>`p.step`, today)).as('dueCards'),
    ])
    .where('p.account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    misses: row.misses.map((miss) => ({ wordId: miss.wordId, missedAt: new Date(miss.missedAt) })),
  };
}

/** Makes the player's row (a first visit); nothing when it exists. */
export async function createPlayer(db: Db, accountId: string): Promise<void> {
  await db
    .insertInto('training_players')
    .values({ account_id: accountId, current_word_id: null, previous_word_id: null })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
}

/**
 * Makes `wordId` the player's current word if the row is still as read (`seen`), and answers that word
 * for the player; undefined when the row had changed (nothing written).
 */
export async function serveWord(
  db: Db,
  accountId: string,
  seen: Pick<PlayerState, 'step' | 'currentWordId'>,
  wordId: string,
  now: Date,
): Promise<PlayerWord | undefined> {
  const row = await db
    .with('p', (qb) =>
      qb
        .updateTable('training_players')
        .set({ current_word_id: wordId, updated_at: now })
        .where('account_id', '=', accountId)
        .where('step', '=', seen.step)
        .where('current_word_id', 'is not distinct from', seen.currentWordId)
        .returning('current_word_id'),
    )
    .selectFrom('p')
    .innerJoin('words as w', 'w.id', 'p.current_word_id')
    .leftJoin('audio_clips as c', 'c.text_hash', 'w.canonical_hash')
    .leftJoin('audio_clips as d', 'd.text_hash', 'w.definition_hash')
    .leftJoin('audio_clips as s1', 's1.text_hash', 'w.sentence1_hash')
    .leftJoin('audio_clips as s2', 's2.text_hash', 'w.sentence2_hash')
    .select(playerWordColumns)
    .executeTakeFirst();
  return row && playerWordOf(row);
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

/** The player's state for answering `wordId`; undefined for a player who never trained. */
export async function readAnsweringState(
  db: Db,
  accountId: string,
  wordId: string,
  today: string,
  window: number,
): Promise<AnsweringState | undefined> {
  const row = await db
    .selectFrom('training_players as p')
    .leftJoin('words as w', (join) => join.on('w.id', '=', wordId))
    .select((eb) => [
      'p.step',
      'p.level',
      'p.current_word_id as currentWordId',
      'p.previous_word_id as previousWordId',
      eb
        .exists(gameWordsFrom(db, today).where('gw.word_id', '=', wordId))
        .$castTo<boolean>()
        .as('inGame'),
      'w.canonical',
      variantsOf(eb.ref('w.id')).as('variants'),
      jsonArrayFrom(
        eb
          .selectFrom('training_cards')
          .select(cardColumns)
          .where('account_id', '=', accountId)
          .where('word_id', '=', wordId),
      ).as('cards'),
      sql<boolean[]>`array(select a.accepted from training_attempts a
        where a.account_id = p.account_id order by a.id desc limit ${window})`.as('recent'),
    ])
    .where('p.account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { canonical, variants, cards, ...player } = row;
  return { ...player, spellings: canonical ? spellingsOf(canonical, variants ?? []) : [], card: cards[0] };
}

/** An answer as stored. */
export interface Answer {
  wordId: string;
  guess: string;
  accepted: boolean;
  /** The word's card after the answer. */
  card: Card;
  /** The player's step and level after the answer. */
  step: number;
  level: number;
}

/**
 * Stores the answer of the player's current word (the attempt, the card, the row moved on), if the row is
 * still as read: `step` the same and `wordId` still current. Answers the attempt, undefined when nothing
 * was written.
 */
export async function storeAnswer(
  db: Db,
  accountId: string,
  seenStep: number,
  answer: Answer,
  now: Date,
): Promise<{ id: string; createdAt: Date } | undefined> {
  const { card } = answer;
  return db
    .with('p', (qb) =>
      qb
        .updateTable('training_players')
        .set({
          step: answer.step,
          level: answer.level,
          current_word_id: null,
          previous_word_id: answer.wordId,
          updated_at: now,
        })
        .where('account_id', '=', accountId)
        .where('step', '=', seenStep)
        .where('current_word_id', '=', answer.wordId)
        .returning(['account_id', 'previous_word_id as word_id']),
    )
    .with('c', (qb) =>
      qb
        .insertInto('training_cards')
        .columns(['account_id', 'word_id', 'box', 'correct_streak', 'due_step', 'learned', 'updated_at'])
        .expression((eb) =>
          eb
            .selectFrom('p')
            .select([
              'p.account_id',
              'p.word_id',
              sql<number>`${card.box}::smallint`.as('box'),
              sql<number>`${card.correctStreak}::smallint`.as('correct_streak'),
              sql<number>`${card.dueStep}::integer`.as('due_step'),
              sql<boolean>`${card.learned}::boolean`.as('learned'),
              sql<Date>`${now}::timestamptz`.as('updated_at'),
            ]),
        )
        .onConflict(replaceCard)
        .returning('word_id'),
    )
    .insertInto('training_attempts')
    .columns(['account_id', 'word_id', 'guess', 'accepted', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('p')
        .select([
          'p.account_id',
          'p.word_id',
          sql<string>`${answer.guess}::text`.as('guess'),
          sql<boolean>`${answer.accepted}::boolean`.as('accepted'),
          sql<Date>`${now}::timestamptz`.as('created_at'),
        ]),
    )
    .returning([sql<string>`id::text`.as('id'), 'created_at as createdAt'])
    .executeTakeFirst();
}
