/** The logged-in session a request carries, as procedures see it. */
export interface AuthSession {
  /** The session's record id (never the token). */
  id: string;
  createdAt: string;
  account: { id: string; email: string; roles: string[] };
}
