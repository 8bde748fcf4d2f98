import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliLinesOf } from '../../../../test/support/cli-output';
import { bearer, createPlayer, createTestApp, type TestApp } from '../../../../test/support/test-app';
import { outboxCommand } from '../mail/mail.cli';
import { createInvitesCommand } from './accounts.cli';

let t: TestApp;
let adminToken: string;
let playerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createPlayer(t.deps, { roles: ['admin'] })).token;
  playerToken = (await createPlayer(t.deps)).token;
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
type Row = { id: string; email: string; status: string; createdAt: string };
const list = async (query = '') =>
  (await get(`/api/admin/wait-listers${query}`, adminToken)).json<{ waitListers: Row[] }>().waitListers;

describe('POST /api/waiting-list', () => {
  it('trims and lower-cases the e-mail; the same e-mail twice keeps one row', async () => {
    const first = await post('/api/waiting-list', { email: '  Grace.Hopper@Example.COM ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({});
    expect((await post('/api/waiting-list', { email: 'grace.hopper@example.com' })).statusCode).toBe(200);
    const rows = await t.deps.db.selectFrom('wait_listers').selectAll().where('email', 'like', 'grace%').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'grace.hopper@example.com', status: 'waiting' });
  });

  it('refuses a malformed e-mail with a 400 and keeps nothing', async () => {
    const res = await post('/api/waiting-list', { email: 'grace at example' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { code: string }[] }>().errors[0]!.code).toBe('invalid.email');
    expect(
      await t.deps.db.selectFrom('wait_listers').select('id').where('email', 'like', '%grace at%').execute(),
    ).toEqual([]);
  });
});

describe('admin wait-listers', () => {
  it('lists by e-mail, 50 a page at most, paging with `after`', async () => {
    for (let i = 0; i < 55; i += 1)
      await post('/api/waiting-list', { email: `w${String(i).padStart(2, '0')}@list.test` });
    const page1 = await list('?limit=500');
    expect(page1).toHaveLength(50);
    const emails = page1.map((r) => r.email);
    expect(emails).toEqual([...emails].sort());
    expect(page1[0]).toEqual({
      id: expect.any(String),
      email: expect.any(String),
      status: 'waiting',
      createdAt: expect.any(String),
    });
    const page2 = await list(`?after=${encodeURIComponent(emails.at(-1)!)}`);
    expect(page2[0]!.email > emails.at(-1)!).toBe(true);
    expect(new Set([...emails, ...page2.map((r) => r.email)]).size).toBe(page1.length + page2.length);
    expect(await list('?limit=3')).toHaveLength(3);
  });

  it('answers 401 without a session and 403 to a player', async () => {
    expect((await get('/api/admin/wait-listers')).statusCode).toBe(401);
    expect((await get('/api/admin/wait-listers', playerToken)).statusCode).toBe(403);
    const someone = (await list())[0]!;
    expect((await post(`/api/admin/wait-listers/${someone.id}/invite`, {}, playerToken)).statusCode).toBe(403);
  });

  it('invites: a code is mailed as a /join link, waiting → invited, and joining → joined', async () => {
    await post('/api/waiting-list', { email: 'ada@invite.test' });
    const row = (await list('?after=ad')).find((r) => r.email === 'ada@invite.test')!;
    const res = await post(`/api/admin/wait-listers/${row.id}/invite`, {}, adminToken);
    expect(res.statusCode).toBe(200);
    expect((await list('?after=ad')).find((r) => r.id === row.id)!.status).toBe('invited');

    const mail = await t.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'ada@invite.test')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your invitation to Spelldown');
    const link = /https?:\/\/\S+\/join\/([0-9A-Z-]{19})/.exec(mail.text_body);
    expect(link).not.toBeNull();
    expect(mail.html_body).toContain(`/join/${link![1]}`);
    const joined = await post('/api/join', { email: 'ada@invite.test', password: 'Spelling1', code: link![1] });
    expect(joined.statusCode).toBe(200);
    expect((await list('?after=ad')).find((r) => r.id === row.id)!.status).toBe('joined');

    const again = await post(`/api/admin/wait-listers/${row.id}/invite`, {}, adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'already_joined' });
  });

  it('never invites someone who has an account: on the list as joined, or found joined at the invite', async () => {
    // Someone with an account asks to join: the answer is the same (it tells nobody who has one)…
    await createPlayer(t.deps, { email: 'member@invite.test' });
    const asked = await post('/api/waiting-list', { email: 'Member@Invite.test' });
    expect(asked.statusCode).toBe(200);
    const listed = (await list('?after=me')).find((r) => r.email === 'member@invite.test')!;
    // …but the list says they are in, and an invitation is refused.
    expect(listed.status).toBe('joined');
    const invited = await post(`/api/admin/wait-listers/${listed.id}/invite`, {}, adminToken);
    expect(invited.statusCode).toBe(409);
    expect(invited.json()).toEqual({ error: 'already_joined' });

    // An account made for a wait-lister another way (staff, the CLI): found at the invite.
    await post('/api/waiting-list', { email: 'later@invite.test' });
    const waiting = (await list('?after=la')).find((r) => r.email === 'later@invite.test')!;
    expect(waiting.status).toBe('waiting');
    await createPlayer(t.deps, { email: 'later@invite.test' });
    const refused = await post(`/api/admin/wait-listers/${waiting.id}/invite`, {}, adminToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'already_joined' });
    expect((await list('?after=la')).find((r) => r.id === waiting.id)!.status).toBe('joined');
    const mails = await t.deps.db
      .selectFrom('outbox')
      .select('id')
      .where('to_address', 'in', ['member@invite.test', 'later@invite.test'])
      .execute();
    expect(mails).toEqual([]);
  });

  it('answers 404 for an unknown wait-lister', async () => {
    const res = await post('/api/admin/wait-listers/00000000-0000-4000-8000-000000000000/invite', {}, adminToken);
    expect(res.statusCode).toBe(404);
  });
});

describe('operator CLI', () => {
  it('invites:create prints N distinct codes, one a line, that each make one account', async () => {
    const lines = await cliLinesOf((out) => createInvitesCommand.run(t.deps, { count: '3' }, out));
    expect(lines).toHaveLength(3);
    expect(new Set(lines).size).toBe(3);
    for (const code of lines) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const res = await post('/api/join', { email: 'cli@invite.test', password: 'Spelling1', code: lines[1] });
    expect(res.statusCode).toBe(200);
  });

  it('invites:create --email binds the code and marks that wait-lister invited', async () => {
    await post('/api/waiting-list', { email: 'bound@invite.test' });
    const [code] = await cliLinesOf((out) => createInvitesCommand.run(t.deps, { email: 'Bound@Invite.test' }, out));
    expect((await post('/api/join', { email: 'other@invite.test', password: 'Spelling1', code })).statusCode).toBe(400);
    const row = await t.deps.db
      .selectFrom('wait_listers')
      .select('status')
      .where('email', '=', 'bound@invite.test')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('invited');
  });

  it('invites:create refuses a bad --count or --email with one clear line', async () => {
    await expect(cliLinesOf((out) => createInvitesCommand.run(t.deps, { count: '0' }, out))).rejects.toThrow(/--count/);
    await expect(cliLinesOf((out) => createInvitesCommand.run(t.deps, { email: 'nope' }, out))).rejects.toThrow(
      /--email/,
    );
    // Someone who has an account already: a code would only be refused at /join.
    await createPlayer(t.deps, { email: 'in-already@invite.test' });
    await expect(
      cliLinesOf((out) => createInvitesCommand.run(t.deps, { email: 'In-Already@invite.test' }, out)),
    ).rejects.toThrow('in-already@invite.test already has an account');
  });

  it('mail:outbox prints the newest messages with recipient, subject and link', async () => {
    const lines = await cliLinesOf((out) => outboxCommand.run(t.deps, { limit: '1' }, out));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/\tada@invite\.test\tYour invitation to Spelldown\thttp:\/\/localhost:3000\/join\//);
  });
});
