import type { Db } from '../../db/database';
import type { AppCaller } from '../../trpc/router';

/** A game of `date` with these words (test data; the games feature owns real creation). */
export async function insertGame(db: Db, date: string, wordIds: readonly string[]): Promise<string> {
  const game = await db.insertInto('games').values({ date }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('game_words')
    .values(wordIds.map((word_id, position) => ({ game_id: game.id, position, word_id })))
    .execute();
  return game.id;
}

/** A stored game submission of `accountId` with one guess per word (`accepted` per word). */
export async function insertSubmission(
  db: Db,
  accountId: string,
  gameId: string,
  guesses: readonly { wordId: string; accepted: boolean }[],
  createdAt = new Date(),
): Promise<void> {
  const submission = await db
    .insertInto('submissions')
    .values({
      game_id: gameId,
      account_id: accountId,
      score: guesses.filter((g) => g.accepted).length,
      played_on_day: false,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('guesses')
    .values(
      guesses.map((g, position) => ({
        submission_id: submission.id,
        position,
        word_id: g.wordId,
        guess: g.accepted ? 'right' : 'wrong',
        accepted: g.accepted,
        acceptable: ['right'],
      })),
    )
    .execute();
}

/** Serves and answers `count` words through the API; `decide(wordId, index)` says whether to spell it right. */
export async function train(
  api: AppCaller,
  spellingOf: (wordId: string) => string,
  count: number,
  decide: (wordId: string, index: number) => boolean = () => false,
): Promise<{ served: string[]; verdicts: boolean[] }> {
  const served: string[] = [];
  const verdicts: boolean[] = [];
  for (let i = 0; i < count; i += 1) {
    const word = await api.training.next();
    if (!word) throw new Error('no training word');
    served.push(word.id);
    const right = decide(word.id, i);
    const result = await api.training.guess({ wordId: word.id, guess: right ? spellingOf(word.id) : 'zzzwrong' });
    verdicts.push(result.accepted);
  }
  return { served, verdicts };
}
