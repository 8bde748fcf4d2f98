import { sql } from 'kysely';
import type { Db } from './database';

/**
 * A table the embedded database should vacuum or analyze now, by Postgres' own autovacuum rules with
 * their default settings: `vacuum` when its dead rows pass 50 + 20% of its rows, or the rows inserted
 * since its last vacuum pass 1,000 + 20% (so its visibility map and frozen rows keep up with an
 * insert-only table); `analyze` when the rows changed since its last analyze pass 50 + 10%.
 */
export interface TableUpkeep {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/** The app's tables that are due a vacuum or an analyze (see `TableUpkeep`), from the statistics Postgres keeps. */
export async function tablesDueForUpkeep(db: Db): Promise<TableUpkeep[]> {
  const { rows } = await sql<TableUpkeep>`
    select s.relname as "table",
           s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
             or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuum,
           s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze
      from pg_stat_user_tables s
      join pg_class c on c.oid = s.relid
     where s.schemaname = current_schema()
     order by s.relname`.execute(db);
  return rows.filter((row) => row.vacuum || row.analyze);
}

/** What one upkeep run did to a table, and how long it took. */
export interface UpkeepDone extends TableUpkeep {
  ms: number;
}

/**
 * Vacuums and analyzes the tables that are due (`tablesDueForUpkeep`), one statement a table, and tells
 * what it did. PGlite runs Postgres as a single process, with no autovacuum: without this, the rows that
 * updates and deletes leave behind (a training card's every answer, a session's last-seen time, the
 * swept login failures) would stay in the tables and their indexes for as long as the database lives,
 * and its statistics would stay those of the day it was made. A table's vacuum reads only the pages
 * changed since its last one, so each statement holds the database's one connection briefly.
 */
export async function keepTablesTidy(db: Db): Promise<UpkeepDone[]> {
  const done: UpkeepDone[] = [];
  for (const due of await tablesDueForUpkeep(db)) {
    const started = performance.now();
    const table = sql.table(due.table);
    const statement = due.vacuum
      ? due.analyze
        ? sql`vacuum (analyze) ${table}`
        : sql`vacuum ${table}`
      : sql`analyze ${table}`;
    await statement.execute(db);
    done.push({ ...due, ms: Math.round(performance.now() - started) });
  }
  return done;
}
