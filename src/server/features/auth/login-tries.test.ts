import { describe, expect, it } from 'vitest';
import { LoginTries } from './login-tries';

describe('LoginTries', () => {
  it('counts a try whose failure was written while the database counted: in that count or not, never neither', () => {
    const tries = new LoginTries();
    const release = tries.hold('e', '203.0.113.1');
    const inFlight = tries.watch('e', '203.0.113.1');
    release(); // its failure committed during the count's read
    expect(inFlight()).toBe(1);
    // A count started after the release leaves it to the database.
    expect(tries.watch('e', '203.0.113.1')()).toBe(0);
  });

  it('counts the places held per e-mail and client, and forgets a key once nothing holds or watches it', () => {
    const tries = new LoginTries();
    const first = tries.hold('e', 'a');
    tries.hold('e', 'a');
    tries.hold('e', 'b');
    expect(tries.watch('e', 'a')()).toBe(2);
    first();
    first(); // once is enough
    expect(tries.watch('e', 'a')()).toBe(1);
    expect(tries.watch('other', 'a')()).toBe(0);
    expect((tries as unknown as { entries: Map<string, unknown> }).entries.size).toBe(2);
  });
});
