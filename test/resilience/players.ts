import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/password';
import { postJson } from './cli-process';

export interface Player {
  email: string;
  token: string;
}

/** A Kysely handle on a test cluster, for set-up and for reading back what the app stored. */
export function clusterDb(databaseUrl: string, connections = 2): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: connections }) }),
  });
}

/**
 * `count` players named `<prefix>-<i>@spelldown.test`, inserted directly (one argon2 hash shared, to
 * keep the set-up quick), then logged in through the app, a few at a time.
 */
export async function insertAndLogIn(
  databaseUrl: string,
  baseUrl: string,
  options: { prefix: string; count: number; password: string },
): Promise<Player[]> {
  const { prefix, count, password } = options;
  const passwordHash = await hashPassword(password);
  const db = clusterDb(databaseUrl, 1);
  try {
    await sql`insert into accounts (email, password_hash)
      select ${prefix} || '-' || i || '@spelldown.test', ${passwordHash} from generate_series(0, ${count - 1}) i`.execute(
      db,
    );
  } finally {
    await db.destroy();
  }
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@spelldown.test`);
  const players: Player[] = [];
  for (let i = 0; i < emails.length; i += 4) {
    const batch = await Promise.all(
      emails.slice(i, i + 4).map(async (email) => {
        const login = await postJson(`${baseUrl}/api/login`, { email, password });
        if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}`);
        return { email, token: ((await login.json()) as { id: string }).id };
      }),
    );
    players.push(...batch);
  }
  return players;
}

/** Today's game's id, as a player reads it. */
export async function dailyGameId(baseUrl: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/games/daily`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { id: string }).id;
}
