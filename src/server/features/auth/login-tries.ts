/**
 * Logins of one e-mail from one client let through and not yet counted in the database. A failure is
 * written just after its answer (so a known e-mail is not timed apart), so the tries of a burst would all
 * read the same count of failures and all be let through. A try let through holds a place here until its
 * failure is written, or until it succeeds, and the check counts the places held with the failures
 * written. Places are held in this process: a burst spread over several instances is bounded per
 * instance, and each try is counted in the database once written.
 */
export class LoginTries {
  private readonly held = new Map<string, number>();

  /** How many tries of this e-mail from this client are let through and not yet written. */
  inFlight(emailKey: string, address: string): number {
    return this.held.get(keyOf(emailKey, address)) ?? 0;
  }

  /** Holds a place for a try just let through; answers its release (once is enough). */
  hold(emailKey: string, address: string): () => void {
    const key = keyOf(emailKey, address);
    this.held.set(key, (this.held.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    };
  }
}

const keyOf = (emailKey: string, address: string) => `${emailKey} ${address}`;
