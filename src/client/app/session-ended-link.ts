import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../server/trpc/router';

/**
 * Watches every call's answer: a 401 to a call made with a stored bearer means its session ended on
 * the server (expired, or ended from another device or by staff), and `onEnded` is told. A failed
 * login is a 401 too, but says nothing of a session.
 */
export function sessionEndedLink(hasStoredSession: () => boolean, onEnded: () => void): TRPCLink<AppRouter> {
  return () =>
    ({ next, op }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          error: (error) => {
            const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
            if (status === 401 && op.path !== 'auth.login' && hasStoredSession()) onEnded();
            observer.error(error);
          },
          complete: () => observer.complete(),
        }),
      );
}
