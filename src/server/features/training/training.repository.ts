import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Card } from './training.schedule';

/** Words of the game of `today` and of every later game: never served in training (they would leak answers). */
function gameWordsFrom(db: Db, today: string) {
  return db
    .selectFrom('game_words as gw')
    .innerJoin('games as g', 'g.id', 'gw.game_id')
    .select('gw.word_id')
    .where('g.date', '>=', today);
}

export interface PlayerRow {
  step: number;
  level: number;
  currentWordId: string | null;
  previousWordId: string | null;
}

/** The player's training row, created on first use and locked for the rest of the transaction. */
export async function lockPlayer(db: Db, accountId: string): Promise<PlayerRow> {
  await db
    .insertInto('training_players')
    .values({ account_id: accountId, current_word_id: null, previous_word_id: null })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  return db
    .selectFrom('training_players')
    .select(['step', 'level', 'current_word_id as currentWordId', 'previous_word_id as previousWordId'])
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updatePlayer(db: Db, accountId: string, patch: Partial<PlayerRow>, now: Date): Promise<void> {
  await db
    .updateTable('training_players')
    .set({
      ...(patch.step !== undefined ? { step: patch.step } : {}),
      ...(patch.level !== undefined ? { level: patch.level } : {}),
      ...(patch.currentWordId !== undefined ? { current_word_id: patch.currentWordId } : {}),
      ...(patch.previousWordId !== undefined ? { previous_word_id: patch.previousWordId } : {}),
      updated_at: now,
    })
    .where('account_id', '=', accountId)
    .execute();
}

export async function isInCurrentOrFutureGame(db: Db, wordId: string, today: string): Promise<boolean> {
  const row = await gameWordsFrom(db, today).where('gw.word_id', '=', wordId).executeTakeFirst();
  return row !== undefined;
}

const cardColumns = [
  'word_id as wordId',
  'box',
  'correct_streak as correctStreak',
  'due_step as dueStep',
  'learned',
] as const;

export async function findCard(db: Db, accountId: string, wordId: string): Promise<Card | undefined> {
  return db
    .selectFrom('training_cards')
    .select(cardColumns)
    .where('account_id', '=', accountId)
    .where('word_id', '=', wordId)
    .executeTakeFirst();
}

/** Cards in rotation and due at `step`, in the schedule's order (misses, reviews, inbox), outside today's games. */
export async function findDueCards(db: Db, accountId: string, step: number, today: string, limit = 50) {
  return db
    .selectFrom('training_cards')
    .select(cardColumns)
    .where('account_id', '=', accountId)
    .where('learned', '=', false)
    .where('due_step', '<=', step)
    .where('word_id', 'not in', gameWordsFrom(db, today))
    .orderBy(sql`case when box = 1 then 0 when box >= 2 then 1 else 2 end`)
    .orderBy('due_step')
    .orderBy('word_id')
    .limit(limit)
    .execute();
}

/** Any other cards (rotation first, soonest due first): the last resort of a player who has seen the whole bank. */
export async function findSpareCards(db: Db, accountId: string, today: string, limit = 5) {
  return db
    .selectFrom('training_cards')
    .select(cardColumns)
    .where('account_id', '=', accountId)
    .where('word_id', 'not in', gameWordsFrom(db, today))
    .orderBy('learned')
    .orderBy('due_step')
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/**
 * Words the player has never been served, nearest their level first, words with audio ready first,
 * then random. Most players find enough at their own level: that difficulty alone is read first (an
 * index, about a fifth of the bank), the whole bank only when it runs short.
 */
export async function findNewWordIds(
  db: Db,
  accountId: string,
  level: number,
  today: string,
  exclude: readonly string[],
  limit = 3,
): Promise<string[]> {
  const atLevel = await newWordsQuery(db, accountId, level, today, exclude, limit)
    .where('w.difficulty', '=', level)
    .execute();
  if (atLevel.length === limit) return atLevel.map((row) => row.id);
  const rows = await newWordsQuery(db, accountId, level, today, exclude, limit).execute();
  return rows.map((row) => row.id);
}

function newWordsQuery(
  db: Db,
  accountId: string,
  level: number,
  today: string,
  exclude: readonly string[],
  limit: number,
) {
  return db
    .selectFrom('words as w')
    .leftJoin('audio_clips as c', 'c.text_hash', 'w.canonical_hash')
    .select('w.id')
    .where('w.id', 'not in', gameWordsFrom(db, today))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('training_cards as tc')
            .select('tc.word_id')
            .whereRef('tc.word_id', '=', 'w.id')
            .where('tc.account_id', '=', accountId),
        ),
      ),
    )
    .$if(exclude.length > 0, (qb) => qb.where('w.id', 'not in', [...exclude]))
    .orderBy(sql`abs(w.difficulty - ${level})`)
    .orderBy(sql`case when c.state = 'ready' then 0 else 1 end`)
    .orderBy(sql`random()`)
    .limit(limit);
}

/** Creates or replaces a card; `updated_at` only moves forward (the game-miss sync compares against it). */
export async function saveCards(db: Db, accountId: string, cards: readonly (Card & { updatedAt: Date })[]) {
  if (cards.length === 0) return;
  await db
    .insertInto('training_cards')
    .values(
      cards.map((card) => ({
        account_id: accountId,
        word_id: card.wordId,
        box: card.box,
        correct_streak: card.correctStreak,
        due_step: card.dueStep,
        learned: card.learned,
        updated_at: card.updatedAt,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['account_id', 'word_id']).doUpdateSet((eb) => ({
        box: eb.ref('excluded.box'),
        correct_streak: eb.ref('excluded.correct_streak'),
        due_step: eb.ref('excluded.due_step'),
        learned: eb.ref('excluded.learned'),
        updated_at: sql<Date>`greatest(training_cards.updated_at, excluded.updated_at)`,
      })),
    )
    .execute();
}

/**
 * Words the player missed in a daily or archive game after their card last changed (or with no card):
 * misses the training queue has not taken in yet, with the time of the latest such miss.
 */
export async function findUnsyncedGameMisses(db: Db, accountId: string) {
  return db
    .selectFrom('guesses as g')
    .innerJoin('submissions as s', 's.id', 'g.submission_id')
    .leftJoin('training_cards as c', (join) =>
      join.onRef('c.word_id', '=', 'g.word_id').on('c.account_id', '=', accountId),
    )
    .select(['g.word_id as wordId', (eb) => eb.fn.max('s.created_at').as('missedAt')])
    .where('s.account_id', '=', accountId)
    .where('g.accepted', '=', false)
    .where((eb) => eb.or([eb('c.word_id', 'is', null), eb('c.updated_at', '<', eb.ref('s.created_at'))]))
    .groupBy('g.word_id')
    .execute();
}
