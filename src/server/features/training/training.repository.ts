import { sql, type Expression, type OnConflictBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { readyClipOf } from '../audio';
import { isNotGameWord, missedWordsOf } from '../games';
import { selectWords } from '../words';
import { SCHEDULE, type Card } from './training.schedule';

/**
 * How far before its last sync training looks again for game misses: a submission is stamped when its
 * transaction starts, so one may commit after a sync that began later than its stamp.
 */
export const MISS_SYNC_OVERLAP = sql`interval '1 hour'`;
/** A sync is recorded at most this often; a later sync only looks a little further back. */
export const MISS_SYNC_RECORD_EVERY = sql`interval '10 minutes'`;

export interface PlayerRow {
  step: number;
  level: number;
  currentWordId: string | null;
  previousWordId: string | null;
  /** Submissions older than this were taken in by an earlier sync; null: read the whole history. */
  missesSince: Date | null;
  /** Whether the sync about to run should be recorded (none yet, or the last one is not recent). */
  recordMissSync: boolean;
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
    .select([
      'step',
      'level',
      'current_word_id as currentWordId',
      'previous_word_id as previousWordId',
      sql<Date | null>`misses_synced_at - ${MISS_SYNC_OVERLAP}`.as('missesSince'),
      sql<boolean>`coalesce(misses_synced_at < now() - ${MISS_SYNC_RECORD_EVERY}, true)`.as('recordMissSync'),
    ])
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Records that the player's game misses were taken in as of `readAt` (the database's clock when they were
 * read), or of this transaction's start.
 */
export async function recordMissSync(db: Db, accountId: string, readAt?: Date): Promise<void> {
  await db
    .updateTable('training_players')
    .set({ misses_synced_at: readAt ?? sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .execute();
}

export const cardColumns = [
  'word_id as wordId',
  'box',
  'correct_streak as correctStreak',
  'due_step as dueStep',
  'learned',
] as const;

/**
 * Cards in rotation and due at `step`, in the schedule's order (misses, reviews, inbox), outside today's games.
 * The index `training_cards_due_order_idx` holds each player's cards in this order (its expression is this
 * one), so a read stops at `limit` instead of sorting every due card.
 */
export function dueCardsOf(
  db: Db,
  accountId: string | Expression<string>,
  step: number | Expression<number>,
  today: string,
  limit = 50,
) {
  return db
    .selectFrom('training_cards')
    .select(cardColumns)
    .where('account_id', '=', accountId)
    .where('learned', '=', false)
    .where('due_step', '<=', step)
    .where((eb) => isNotGameWord(db, today, eb.ref('training_cards.word_id')))
    .orderBy(DUE_ORDER)
    .orderBy('due_step')
    .orderBy('word_id')
    .limit(limit);
}

/** The schedule's order of due cards (misses 0, reviews 1, the inbox 2): the expression of the index too. */
const DUE_ORDER = sql`case when box = 1 then 0 when box >= 2 then 1 else 2 end`;

/**
 * On the inbox's turn (every `inboxEvery`-th answer, see the schedule), the player's first due game misses,
 * which `dueCardsOf` reaches only after every due training miss and review; on other steps, none.
 */
export function dueInboxCardsOf(
  db: Db,
  accountId: string | Expression<string>,
  step: Expression<number>,
  today: string,
  limit: number,
) {
  return dueCardsOf(db, accountId, step, today, limit)
    .where(DUE_ORDER, '=', 2)
    .where(sql<boolean>`${step} % ${SCHEDULE.inboxEvery} = ${SCHEDULE.inboxEvery - 1}`);
}

/** Any other cards (rotation first, soonest due first): the last resort of a player who has seen the whole bank. */
export async function findSpareCards(db: Db, accountId: string, today: string, limit = 5) {
  return db
    .selectFrom('training_cards')
    .select(cardColumns)
    .where('account_id', '=', accountId)
    .where((eb) => isNotGameWord(db, today, eb.ref('training_cards.word_id')))
    .orderBy('learned')
    .orderBy('due_step')
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/**
 * Words the player has never been served (retired words neither): nearest their level first (both neighbours of a distance
 * together), words whose audio is ready before the rest, and otherwise at random. Random without a
 * sort: each difficulty is walked along its (difficulty, shuffle_key) index from a random point,
 * wrapping round, so a draw reads about as many words as it returns plus those the player has met.
 */
export async function findNewWordIds(
  db: Db,
  accountId: string,
  level: number,
  today: string,
  exclude: readonly string[],
  limit = 3,
  pivot = Math.random(),
): Promise<string[]> {
  const found: string[] = [];
  for (const difficulties of difficultiesByDistance(level)) {
    for (const readyOnly of [true, false]) {
      const need = limit - found.length;
      const drawn: string[] = [];
      for (const difficulty of difficulties) {
        const filter = { accountId, difficulty, today, exclude: [...exclude, ...found], readyOnly };
        drawn.push(...(await walkFrom(db, filter, pivot, need)));
      }
      found.push(...shuffled(drawn).slice(0, need));
      if (found.length === limit) return found;
    }
  }
  return found;
}

/** [[level], [level - 1, level + 1], …] within the levels (the word difficulties) the schedule knows. */
function difficultiesByDistance(level: number): number[][] {
  const { minLevel, maxLevel } = SCHEDULE;
  const bands: number[][] = [];
  for (let distance = 0; distance <= maxLevel - minLevel; distance += 1) {
    const band = [...new Set([level - distance, level + distance])].filter((d) => d >= minLevel && d <= maxLevel);
    if (band.length > 0) bands.push(band);
  }
  return bands;
}

interface NewWordsFilter {
  accountId: string;
  difficulty: number;
  today: string;
  exclude: readonly string[];
  /** Only words whose spoken word is ready to play. */
  readyOnly: boolean;
}

/** Up to `limit` new words of one difficulty in shuffle order from `pivot`, wrapping round to the start. */
async function walkFrom(db: Db, filter: NewWordsFilter, pivot: number, limit: number): Promise<string[]> {
  const fromPivot = await newWordsOf(db, filter)
    .where('w.shuffle_key', '>=', pivot)
    .orderBy('w.shuffle_key')
    .limit(limit)
    .execute();
  if (fromPivot.length === limit) return fromPivot.map((row) => row.id);
  const wrapped = await newWordsOf(db, filter)
    .where('w.shuffle_key', '<', pivot)
    .orderBy('w.shuffle_key')
    .limit(limit - fromPivot.length)
    .execute();
  return [...fromPivot, ...wrapped].map((row) => row.id);
}

function newWordsOf(db: Db, filter: NewWordsFilter) {
  return selectWords(db)
    .select('w.id')
    .where('w.difficulty', '=', filter.difficulty)
    .where('w.retired_at', 'is', null)
    .where((eb) => isNotGameWord(db, filter.today, eb.ref('w.id')))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('training_cards as tc')
            .select('tc.word_id')
            .whereRef('tc.word_id', '=', 'w.id')
            .where('tc.account_id', '=', filter.accountId),
        ),
      ),
    )
    .$if(filter.exclude.length > 0, (qb) => qb.where('w.id', 'not in', [...filter.exclude]))
    .$if(filter.readyOnly, (qb) => qb.where((eb) => eb.exists(readyClipOf(db, eb.ref('w.canonical_hash')))));
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
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
    .onConflict(replaceCard)
    .execute();
}

/** The conflict clause of a card write: the new card replaces the old, `updated_at` only moves forward. */
export function replaceCard(oc: OnConflictBuilder<Database, 'training_cards'>) {
  return oc.columns(['account_id', 'word_id']).doUpdateSet((eb) => ({
    box: eb.ref('excluded.box'),
    correct_streak: eb.ref('excluded.correct_streak'),
    due_step: eb.ref('excluded.due_step'),
    learned: eb.ref('excluded.learned'),
    updated_at: sql<Date>`greatest(training_cards.updated_at, excluded.updated_at)`,
  }));
}

/**
 * Words the player missed in a daily or archive game after their card last changed (or with no card):
 * misses the training queue has not taken in yet, with the time of the latest such miss. Only
 * submissions made from `since` on are read (the whole history when null).
 */
export async function findUnsyncedGameMisses(db: Db, accountId: string, since: Date | null) {
  return unsyncedGameMissesOf(db, accountId, since ?? sql<Date>`'-infinity'::timestamptz`).execute();
}

/** The query of `findUnsyncedGameMisses`; `since` may be an expression (a column of an outer query). */
export function unsyncedGameMissesOf(db: Db, accountId: string | Expression<string>, since: Date | Expression<Date>) {
  return db
    .selectFrom(missedWordsOf(db, accountId, since).as('m'))
    .leftJoin('training_cards as c', (join) =>
      join.onRef('c.word_id', '=', 'm.wordId').on('c.account_id', '=', accountId),
    )
    .select(['m.wordId', (eb) => eb.fn.max('m.missedAt').as('missedAt')])
    .where((eb) => eb.or([eb('c.word_id', 'is', null), eb('c.updated_at', '<', eb.ref('m.missedAt'))]))
    .groupBy('m.wordId');
}
