import { initTRPC } from '@trpc/server';
import { ROLE_ADMIN } from '../../shared/constants';
import type { Context } from './context';
import { describeError } from './error-shape';
import { forbidden, inputError, tooManyRequests, unauthorized } from './errors';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    // Never send a stack trace or an internal message to the browser.
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      message: internal ? 'Internal error' : shape.message,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, ...describeError(error) },
    };
  },
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

/** Does this input hold U+0000 anywhere (a string or a key, at any depth)? */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * Postgres text cannot hold U+0000: such an input would reach a query and fail there (a 500). It is
 * refused with a 400 instead, after the 401/403 checks (found by the fuzz suite, issue 9 §6).
 */
const refuseNul = t.middleware(async ({ next, getRawInput }) => {
  if (containsNul(await getRawInput())) {
    throw inputError([{ code: 'invalid.input', message: 'The request could not be read.' }]);
  }
  return next();
});

export const publicProcedure = t.procedure.use(refuseNul);

/** 401 without a valid session; narrows `ctx.session` to non-null. */
const sessionProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.session) throw unauthorized();
  return next({ ctx: { ...ctx, session: ctx.session } });
});

export const playerProcedure = sessionProcedure.use(refuseNul);

/** 403 without role admin (after the player check's 401). */
export const adminProcedure = sessionProcedure
  .use(({ ctx, next }) => {
    if (!ctx.session.account.roles.includes(ROLE_ADMIN)) throw forbidden();
    return next({ ctx });
  })
  .use(refuseNul);

/** Counts an attempt against the per-IP limit of the abuse-sensitive forms (429 with Retry-After). */
export const ipRateLimited = t.middleware(({ ctx, next, path }) => {
  const wait = ctx.deps.ipLimiter.hit(`${path}:${ctx.ip}`);
  if (wait > 0) throw tooManyRequests(wait);
  return next();
});
