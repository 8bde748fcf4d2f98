import { describe, expect, it } from 'vitest';
import { LoginTries } from './login-tries';

/**
 * The tries in flight as a count of the failures written would see them: that count saw the failures of
 * `seen` (ids), and `meanwhile` happened while it was read.
 */
const inFlightOf = async (
  tries: LoginTries,
  emailKey: string,
  address: string,
  { seen = [] as string[], meanwhile = () => {} } = {},
) =>
  (
    await tries.countWith(emailKey, address, async () => {
      meanwhile();
      return { tryIdsFromAddress: seen };
    })
  ).inFlight;

describe('LoginTries', () => {
  it('counts a failure written while the database counted exactly once, whether that count saw it or not', async () => {
    const tries = new LoginTries();
    const first = tries.hold('e', '203.0.113.1');
    expect(await inFlightOf(tries, 'e', '203.0.113.1', { meanwhile: () => first.release(true) })).toBe(1);

    const second = tries.hold('e', '203.0.113.1');
    const seen = [second.id];
    expect(await inFlightOf(tries, 'e', '203.0.113.1', { seen, meanwhile: () => second.release(true) })).toBe(0);
  });

  it('counts a try still held whose failure the count already saw once: in the count, not in flight', async () => {
    const tries = new LoginTries();
    const written = tries.hold('e', 'a');
    tries.hold('e', 'a');
    expect(await inFlightOf(tries, 'e', 'a', { seen: [written.id] })).toBe(1);
  });

  it('does not count a try that succeeded, or whose failure could not be written, while the count was read', async () => {
    const tries = new LoginTries();
    const succeeded = tries.hold('e', 'a');
    const unwritten = tries.hold('e', 'a');
    const meanwhile = () => {
      succeeded.release(false);
      unwritten.release(false);
    };
    expect(await inFlightOf(tries, 'e', 'a', { meanwhile })).toBe(0);
  });

  it('counts the places held per e-mail and client, and forgets a key once nothing holds or counts it', async () => {
    const tries = new LoginTries();
    const first = tries.hold('e', 'a');
    tries.hold('e', 'a');
    tries.hold('e', 'b');
    expect(await inFlightOf(tries, 'e', 'a')).toBe(2);
    first.release(true);
    first.release(true); // once is enough
    expect(await inFlightOf(tries, 'e', 'a')).toBe(1);
    expect(await inFlightOf(tries, 'other', 'a')).toBe(0);
    expect(tries.size).toBe(2);
  });
});
