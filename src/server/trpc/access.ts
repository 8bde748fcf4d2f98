import type { TRPCError } from '@trpc/server';
import { ROLE_ADMIN } from '../../shared/constants';
import type { AuthSession } from '../features/auth/auth.types';
import { forbidden, unauthorized } from './errors';

/** Who may call a procedure or path (product §10.5): anyone, a player (a session), or staff (role admin). */
export type Access = 'public' | 'player' | 'admin';

/** Why a caller, signed in or not, may not call what this access guards (401, then 403), or undefined. */
export function refusalOf(access: Access, session: AuthSession | null): TRPCError | undefined {
  if (access === 'public') return undefined;
  if (!session) return unauthorized();
  if (access === 'admin' && !session.account.roles.includes(ROLE_ADMIN)) return forbidden();
  return undefined;
}
