import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliLinesOf } from '../../../test/support/cli-output';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { createAccountCommand } from './core-commands';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountsWith = (email: string) =>
  t.deps.db.selectFrom('accounts').select('email').where('email', '=', email).execute();

describe('accounts:create', () => {
  it('refuses a common password as every other way to a password does, with one line, and makes nothing', async () => {
    for (const password of ['Password1', 'Qwerty123']) {
      const run = cliLinesOf((out) =>
        createAccountCommand.run(t.deps, { email: 'common@cli.test', password, admin: true }, out),
      );
      await expect(run).rejects.toThrow('--password is one of the most common passwords: choose another');
    }
    expect(await accountsWith('common@cli.test')).toEqual([]);
  });

  it('makes an account with a password that keeps the rule', async () => {
    const lines = await cliLinesOf((out) =>
      createAccountCommand.run(t.deps, { email: 'Rare@CLI.test', password: 'Quiet-Harbor-93' }, out),
    );
    expect(lines).toEqual([expect.stringMatching(/^Created account rare@cli\.test \(/)]);
    expect(await accountsWith('rare@cli.test')).toHaveLength(1);
  });
});
