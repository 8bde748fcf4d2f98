import { randomUUID } from 'node:crypto';

/** A try let through: its id (written with its failure) and its release. */
export interface HeldTry {
  readonly id: string;
  /** The try is decided: `failureWritten` when its failure, named by its id, is in the database. */
  readonly release: (failureWritten: boolean) => void;
}

interface Entry {
  /** Ids of the tries let through and not yet decided. */
  held: Set<string>;
  /** Per count being read: the ids of the failures written meanwhile. */
  watchers: Set<Set<string>>;
}

/**
 * Logins of one e-mail from one client let through and not yet counted in the database. A failure is
 * written just after its answer (so a known e-mail is not timed apart), so the tries of a burst would all
 * read the same count of failures and all be let through. A try let through holds a place here until its
 * failure is written, or until it succeeds, and the check counts the places held with the failures
 * written. Places are held in this process: a burst spread over several instances is bounded per
 * instance, and each try is counted in the database once written.
 */
export class LoginTries {
  private readonly entries = new Map<string, Entry>();

  /**
   * Counts the failures written (`countWritten`, which answers the ids of the tries it saw) and answers
   * them with the tries in flight: the tries held once the count is read, and those whose failure was
   * written meanwhile, that the count did not see. A failure whose write committed while the count was
   * read is in that count or not: the ids say which, so each try is counted exactly once.
   */
  async countWith<T extends { tryIdsFromAddress: readonly string[] }>(
    emailKey: string,
    address: string,
    countWritten: () => Promise<T>,
  ): Promise<{ written: T; inFlight: number }> {
    const key = keyOf(emailKey, address);
    const entry = this.entryOf(key);
    const writtenMeanwhile = new Set<string>();
    entry.watchers.add(writtenMeanwhile);
    try {
      const written = await countWritten();
      const seen = new Set(written.tryIdsFromAddress);
      let inFlight = 0;
      for (const id of entry.held) if (!seen.has(id)) inFlight += 1;
      for (const id of writtenMeanwhile) if (!seen.has(id)) inFlight += 1;
      return { written, inFlight };
    } finally {
      entry.watchers.delete(writtenMeanwhile);
      this.prune(key, entry);
    }
  }

  /** Holds a place for a try just let through (releasing it twice changes nothing). */
  hold(emailKey: string, address: string): HeldTry {
    const key = keyOf(emailKey, address);
    const entry = this.entryOf(key);
    const id = randomUUID();
    entry.held.add(id);
    return {
      id,
      release: (failureWritten) => {
        if (!entry.held.delete(id)) return;
        if (failureWritten) for (const writtenMeanwhile of entry.watchers) writtenMeanwhile.add(id);
        this.prune(key, entry);
      },
    };
  }

  /** How many e-mail and client pairs are remembered (nothing is kept once nothing holds or counts). */
  get size(): number {
    return this.entries.size;
  }

  private entryOf(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { held: new Set(), watchers: new Set() };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private prune(key: string, entry: Entry): void {
    if (entry.held.size === 0 && entry.watchers.size === 0 && this.entries.get(key) === entry) {
      this.entries.delete(key);
    }
  }
}

const keyOf = (emailKey: string, address: string) => `${emailKey} ${address}`;
