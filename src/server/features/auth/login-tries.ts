/**
 * Logins of one e-mail from one client let through and not yet counted in the database. A failure is
 * written just after its answer (so a known e-mail is not timed apart), so the tries of a burst would all
 * read the same count of failures and all be let through. A try let through holds a place here until its
 * failure is written, or until it succeeds, and the check counts the places held with the failures
 * written. Places are held in this process: a burst spread over several instances is bounded per
 * instance, and each try is counted in the database once written.
 */
export class LoginTries {
  private readonly entries = new Map<string, { held: number; released: number; watchers: number }>();

  /**
   * Starts a count of the tries in flight, to be read once the failures written have been counted: it
   * answers the places held then, plus those released meanwhile. A place released while the database
   * was counting may be in that count or not (its failure committed just before or just after the read),
   * so it is counted here either way: a burst is never let through one try too many.
   */
  watch(emailKey: string, address: string): () => number {
    const key = keyOf(emailKey, address);
    const entry = this.entryOf(key);
    entry.watchers += 1;
    const releasedBefore = entry.released;
    let done = false;
    return () => {
      const count = entry.held + (entry.released - releasedBefore);
      if (!done) {
        done = true;
        entry.watchers -= 1;
        this.prune(key, entry);
      }
      return count;
    };
  }

  /** Holds a place for a try just let through; answers its release (once is enough). */
  hold(emailKey: string, address: string): () => void {
    const key = keyOf(emailKey, address);
    const entry = this.entryOf(key);
    entry.held += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      entry.held -= 1;
      entry.released += 1;
      this.prune(key, entry);
    };
  }

  private entryOf(key: string) {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { held: 0, released: 0, watchers: 0 };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private prune(key: string, entry: { held: number; watchers: number }): void {
    if (entry.held === 0 && entry.watchers === 0 && this.entries.get(key) === entry) this.entries.delete(key);
  }
}

const keyOf = (emailKey: string, address: string) => `${emailKey} ${address}`;
