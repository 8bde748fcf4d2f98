import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingStatements } from '../../../../test/support/statement-counter';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { hashSessionToken } from './auth.service';
import { createSessionReader } from './session-reader';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sessions read for the requests of one turn', () => {
  it('are read in one statement, each answered with its own account, an unknown token with none', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => createPlayer(t.deps)));
    const ended = await createPlayer(t.deps);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(ended.token) });
    const statements = countingStatements(t.deps.db);
    const sessions = createSessionReader(statements.db);

    const hashes = [...players.map((p) => hashSessionToken(p.token)), hashSessionToken('no-such-token')];
    const [rows, again, endedRow] = await Promise.all([
      Promise.all(hashes.map((hash) => sessions.load(hash))),
      sessions.load(hashes[0]!),
      sessions.load(hashSessionToken(ended.token)),
    ]);

    expect(statements.count).toBe(1);
    players.forEach((player, i) => {
      expect(rows[i]).toMatchObject({ tokenHash: hashes[i], accountId: player.account.id, email: player.email });
    });
    expect(rows[players.length]).toBeUndefined();
    expect(again).toEqual(rows[0]);
    expect(endedRow).toBeUndefined();
  });
});
