import type DataLoader from 'dataloader';
import { batchPerTurn } from '../../db/batch-per-turn';
import type { Db } from '../../db/database';
import type { PlayerWord } from '../../../shared/schemas/words.schema';
import {
  readAnsweringStates,
  readServingStates,
  serveWords,
  storeAnswers,
  type AnswerKey,
  type AnsweringState,
  type Serving,
  type ServingState,
  type Storing,
} from './training-turn.repository';
import { SCHEDULE } from './training.schedule';

/** No more players than this in one statement. */
const MAX_BATCH = 200;

/**
 * The training turns of one turn of the event loop, read and written together: one statement for all
 * the players' reads, one for all their writes. A write batch holds each player once (a second turn of
 * the same player in it is answered as a lost race, and played again); a batch the database refuses is
 * written again one player at a time, so only the turn at fault fails. The training plugin makes the
 * app's (`app.trainingTurns`), over the app's database.
 */
export class TrainingTurns {
  readonly serving: DataLoader<{ accountId: string; today: string }, ServingState | undefined>;
  readonly answering: DataLoader<AnswerKey & { today: string }, AnsweringState | undefined>;
  readonly serve: DataLoader<Serving, PlayerWord | undefined>;
  readonly store: DataLoader<Storing, { id: string; createdAt: Date } | undefined>;

  constructor(db: Db) {
    this.serving = batchPerTurn(
      (keys) =>
        byDay(keys, async (today, group) => {
          const found = new Map(
            (await readServingStates(db, unique(group.map((k) => k.accountId)), today)).map((row) => [
              row.accountId,
              row,
            ]),
          );
          return group.map((key) => found.get(key.accountId));
        }),
      MAX_BATCH,
    );
    this.answering = batchPerTurn(
      (keys) =>
        byDay(keys, async (today, group) => {
          const pairKey = (k: AnswerKey) => `${k.accountId}/${k.wordId}`;
          const pairs = [
            ...new Map(group.map((k) => [pairKey(k), { accountId: k.accountId, wordId: k.wordId }])).values(),
          ];
          const rows = await readAnsweringStates(db, pairs, today, SCHEDULE.levelWindow);
          const found = new Map(rows.map((row) => [pairKey(row), row]));
          return group.map((key) => found.get(pairKey(key)));
        }),
      MAX_BATCH,
    );
    this.serve = batchPerTurn((batch) => writeOncePerPlayer(batch, (firsts) => serveWords(db, firsts)), MAX_BATCH);
    this.store = batchPerTurn((batch) => writeOncePerPlayer(batch, (firsts) => storeAnswers(db, firsts)), MAX_BATCH);
  }
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** Keys grouped by their day (one group but around midnight), answered in the keys' order. */
async function byDay<K extends { today: string }, V>(
  keys: readonly K[],
  read: (today: string, group: K[]) => Promise<V[]>,
): Promise<V[]> {
  const groups = new Map<string, K[]>();
  for (const key of keys) groups.set(key.today, [...(groups.get(key.today) ?? []), key]);
  const answers = new Map<K, V>();
  for (const [today, group] of groups) {
    const values = await read(today, group);
    group.forEach((key, i) => answers.set(key, values[i]!));
  }
  return keys.map((key) => answers.get(key)!);
}

/**
 * Writes the first turn of each player in the batch; later turns of a player are answered undefined (a
 * lost race). A refused batch is written again one turn at a time.
 */
async function writeOncePerPlayer<T extends { accountId: string }, V>(
  batch: readonly T[],
  write: (firsts: T[]) => Promise<Map<string, V>>,
): Promise<(V | undefined | Error)[]> {
  const firsts = new Map<string, T>();
  for (const turn of batch) if (!firsts.has(turn.accountId)) firsts.set(turn.accountId, turn);
  const outcomes = await writeFirsts([...firsts.values()], write);
  return batch.map((turn) => (firsts.get(turn.accountId) === turn ? outcomes.get(turn.accountId) : undefined));
}

async function writeFirsts<T extends { accountId: string }, V>(
  firsts: T[],
  write: (firsts: T[]) => Promise<Map<string, V>>,
): Promise<Map<string, V | Error>> {
  try {
    return await write(firsts);
  } catch (error) {
    if (firsts.length === 1) return new Map([[firsts[0]!.accountId, asError(error)]]);
    const alone = await Promise.all(firsts.map((turn) => writeFirsts([turn], write)));
    return new Map(alone.flatMap((outcome) => [...outcome]));
  }
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
