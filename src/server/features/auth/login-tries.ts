/**
 * Logins of one e-mail from one client not yet counted in the database. A failure is written just after
 * its answer (so a known e-mail is not timed apart), so the tries of a burst would all read the same
 * count of failures and all get a try. Each try holds a place here from its check until its failure is
 * written, or until it succeeds, and the check counts the places held with the failures written.
 */
export class LoginTries {
  private readonly held = new Map<string, number>();

  /** Holds a place for a try of this e-mail from this client: how many others hold one, and its release. */
  hold(emailKey: string, address: string): { others: number; release: () => void } {
    const key = `${emailKey} ${address}`;
    const others = this.held.get(key) ?? 0;
    this.held.set(key, others + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    };
    return { others, release };
  }
}
