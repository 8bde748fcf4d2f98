import { sql, type Kysely } from 'kysely';

/**
 * Serving a training word reads the player's first due cards in the schedule's order: misses (box 1),
 * then reviews (box 2 and up), then the inbox (box 0), each soonest due first. The index held the cards by
 * due step, so the read took every due card of the player (about 200 for a seeded player) and sorted them
 * to keep two. The index now holds them in the schedule's order (the expression is `dueCardsOf`'s in
 * training.repository.ts), so the read stops at the first two: for 20 seeded players in one statement,
 * 1.0–1.2 ms instead of 1.8–2.3 ms (EXPLAIN ANALYZE on a copy of the bench's database).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index training_cards_due_order_idx on training_cards
      (account_id, learned, (case when box = 1 then 0 when box >= 2 then 1 else 2 end), due_step, word_id)
      include (box, correct_streak)`.execute(db);
  await sql`drop index training_cards_due_covering_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create index training_cards_due_covering_idx on training_cards (account_id, learned, due_step)
      include (word_id, box, correct_streak)`.execute(db);
  await sql`drop index training_cards_due_order_idx`.execute(db);
}
