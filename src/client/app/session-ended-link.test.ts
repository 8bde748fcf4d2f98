import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/trpc/router';
import { sessionEndedLink } from './session-ended-link';

/** A last link that answers every call with an error of this HTTP status. */
const failingWith =
  (httpStatus: number): TRPCLink<AppRouter> =>
  () =>
  () =>
    observable((observer) => {
      observer.error(TRPCClientError.from({ error: { message: 'x', code: -32001, data: { httpStatus } } }));
    });

async function endedAfter(path: 'training.next' | 'auth.login', httpStatus: number, stored = true): Promise<number> {
  let ended = 0;
  const client = createTRPCClient<AppRouter>({
    links: [
      sessionEndedLink(
        () => stored,
        () => (ended += 1),
      ),
      failingWith(httpStatus),
    ],
  });
  const call =
    path === 'auth.login'
      ? client.auth.login.mutate({ email: 'a@example.com', password: 'x' })
      : client.training.next.query();
  await call.catch(() => undefined);
  return ended;
}

describe('sessionEndedLink', () => {
  it('reports a 401 to a call made with a stored session, once', async () => {
    expect(await endedAfter('training.next', 401)).toBe(1);
  });

  it('says nothing of a failed login, another status, or a call made without a session', async () => {
    expect(await endedAfter('auth.login', 401)).toBe(0);
    expect(await endedAfter('training.next', 403)).toBe(0);
    expect(await endedAfter('training.next', 500)).toBe(0);
    expect(await endedAfter('training.next', 401, false)).toBe(0);
  });
});
