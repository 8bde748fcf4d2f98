import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../../migrations';
import { createTestDatabase } from '../../../../test/support/test-database';
import type { DatabaseHandle } from '../../db/database';
import { createAccount } from '../accounts/accounts.service';
import { backupDatabase, restoreDatabase } from './backup.service';

let source: DatabaseHandle;
let target: DatabaseHandle;
const dir = mkdtempSync(join(tmpdir(), 'spelldown-backup-'));
const names = Object.keys(MIGRATIONS);

beforeAll(async () => {
  source = await createTestDatabase();
  target = await createTestDatabase();
});
afterAll(async () => {
  await source.close();
  await target.close();
});

describe('db:backup and db:restore', () => {
  it('round-trips accounts, bytes and identity columns into another database', async () => {
    const account = await createAccount(source.db, { email: 'keep@example.com', password: 'Keeper123' });
    await source.db
      .insertInto('audio_clips')
      .values({ text_hash: 'h1', url_key: 'k1', text: 'hello', voice: 'v', bytes: Buffer.from([0, 1, 2, 255]) })
      .execute();
    await source.db
      .insertInto('words')
      .values({
        canonical: 'necessary',
        definition: 'Essential.',
        sentence1: 'It is necessary.',
        sentence2: 'Necessary things.',
      })
      .execute();
    const file = join(dir, 'backup.jsonl.gz');
    const summary = await backupDatabase(source.db, file, names);
    expect(summary.rows).toBeGreaterThanOrEqual(3);

    await createAccount(target.db, { email: 'gone@example.com', password: 'Gone12345' });
    await restoreDatabase(target.db, file, names);
    const emails = (await target.db.selectFrom('accounts').select(['id', 'email']).execute()).map((a) => a.email);
    expect(emails).toEqual(['keep@example.com']);
    expect((await target.db.selectFrom('accounts').select('id').executeTakeFirstOrThrow()).id).toBe(account.id);
    const clip = await target.db.selectFrom('audio_clips').select('bytes').executeTakeFirstOrThrow();
    expect([...Buffer.from(clip.bytes!)]).toEqual([0, 1, 2, 255]);
    // The identity sequence continues after the restored numbers.
    const next = await target.db
      .insertInto('words')
      .values({ canonical: 'rhythm', definition: 'Beat.', sentence1: 'A rhythm.', sentence2: 'The rhythm.' })
      .returning('number')
      .executeTakeFirstOrThrow();
    expect(next.number).toBe(2);
  });

  it('fails, and changes nothing, when the file cannot be read or written', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from accounts`.execute(target.db);
    await expect(restoreDatabase(target.db, join(dir, 'none.gz'), names)).rejects.toThrow(/ENOENT/);
    await expect(restoreDatabase(target.db, dir, names)).rejects.toThrow(/EISDIR/);
    await expect(backupDatabase(source.db, join(dir, 'no', 'such', 'folder.gz'), names)).rejects.toThrow(/ENOENT/);
    await expect(backupDatabase(source.db, dir, names)).rejects.toThrow(/EISDIR/);
    const after = await sql<{ n: number }>`select count(*)::int as n from accounts`.execute(target.db);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('changes nothing when the file is not a backup', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from accounts`.execute(target.db);
    const bad = join(dir, 'bad.gz');
    writeFileSync(bad, 'not gzip at all');
    await expect(restoreDatabase(target.db, bad, names)).rejects.toThrow();
    const after = await sql<{ n: number }>`select count(*)::int as n from accounts`.execute(target.db);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
