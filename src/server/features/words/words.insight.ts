import { sql } from 'kysely';
import type { WordInsight } from '../../../shared/schemas/admin-words.schema';
import type { Db } from '../../db/database';
import { gameAnswersOf } from '../games';
import { trainingAnswersOf } from '../training';

/** Misspellings shown per word, most common first. */
const MISSPELLINGS_SHOWN = 5;

/**
 * How players did on each word: answers and correct answers in games (guesses) and in training
 * (training_attempts), and the wrong guesses made most often (trimmed, lower-cased, both sources).
 */
export async function findWordInsights(db: Db, wordIds: readonly string[]): Promise<Map<string, WordInsight>> {
  const insights = new Map<string, WordInsight>(
    wordIds.map((id) => [
      id,
      { gameAnswers: 0, gameCorrect: 0, trainingAnswers: 0, trainingCorrect: 0, correctRate: null, misspellings: [] },
    ]),
  );
  if (wordIds.length === 0) return insights;
  const games = gameAnswersOf(db, wordIds);
  const training = trainingAnswersOf(db, wordIds);
  const counts = await sql<{ wordId: string; source: 'game' | 'training'; answers: number; correct: number }>`
    select word_id as "wordId", 'game' as source, count(*)::int as answers, (count(*) filter (where accepted))::int as correct
      from ${games} a group by word_id
    union all
    select word_id, 'training', count(*)::int, (count(*) filter (where accepted))::int
      from ${training} a group by word_id`.execute(db);
  for (const row of counts.rows) {
    const insight = insights.get(row.wordId);
    if (!insight) continue;
    if (row.source === 'game') Object.assign(insight, { gameAnswers: row.answers, gameCorrect: row.correct });
    else Object.assign(insight, { trainingAnswers: row.answers, trainingCorrect: row.correct });
  }
  const misspellings = await sql<{ wordId: string; guess: string; count: number }>`
    select "wordId", guess, count from (
      select "wordId", guess, count(*)::int as count,
             row_number() over (partition by "wordId" order by count(*) desc, guess) as place
      from (
        select word_id as "wordId", lower(trim(guess)) as guess from ${games} a where not accepted
        union all
        select word_id, lower(trim(guess)) from ${training} a where not accepted
      ) wrong
      where guess <> ''
      group by "wordId", guess
    ) ranked
    where place <= ${MISSPELLINGS_SHOWN}
    order by "wordId", count desc, guess`.execute(db);
  for (const row of misspellings.rows)
    insights.get(row.wordId)?.misspellings.push({ guess: row.guess, count: row.count });
  for (const insight of insights.values()) {
    const answers = insight.gameAnswers + insight.trainingAnswers;
    insight.correctRate = answers === 0 ? null : (insight.gameCorrect + insight.trainingCorrect) / answers;
  }
  return insights;
}
