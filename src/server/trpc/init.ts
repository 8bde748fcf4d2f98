import { initTRPC, type TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { namesNoRecord } from '../../shared/schemas/ids.schema';
import { refusalOf, type Access } from './access';
import type { Context } from './context';
import { describeError } from './error-shape';
import { inputError, notFound, tooManyRequests, unauthorized } from './errors';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    // Never send a stack trace or an internal message to the browser, nor zod's issues as JSON text
    // (they are in data.errors, one {code, message} each).
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      message: internal ? 'Internal error' : error.cause instanceof ZodError ? 'Invalid input' : shape.message,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, ...describeError(error) },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Does this input hold U+0000 anywhere (a string or a key, at any depth)? */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * Postgres text cannot hold U+0000: such an input would reach a query and fail there (a 500). It is
 * refused with a 400 instead, after the 401/403 checks (product §10.7).
 */
async function refuseNulIn(getRawInput: () => Promise<unknown>): Promise<void> {
  if (containsNul(await getRawInput())) {
    throw inputError([{ code: 'invalid.input', message: 'The request could not be read.' }]);
  }
}

/**
 * An input whose record id cannot name a record is answered as an unknown record (404), the same for
 * every procedure and REST path, instead of the 400 of other invalid input (ids.schema.ts).
 */
function answerNoRecordAsNotFound<T extends { ok: boolean; error?: TRPCError }>(result: T): T {
  if (!result.ok && result.error?.cause instanceof ZodError && namesNoRecord(result.error.cause)) throw notFound();
  return result;
}

/*
 * Each procedure has one gate, which makes all of its checks: tRPC copies the call's options (and
 * merges the context) at every middleware, a cost that showed in the profiles of today's game. A gate
 * hands on only what it changes (`session`).
 */

export const publicProcedure = t.procedure.use(async ({ next, getRawInput }) => {
  await refuseNulIn(getRawInput);
  return answerNoRecordAsNotFound(await next());
});

/**
 * The gate of a procedure that needs a session: 401 without a valid one, then (for staff procedures)
 * 403 without role admin, then 400 for U+0000. Narrows `ctx.session` to non-null.
 */
function sessionGate(access: Exclude<Access, 'public'>) {
  return t.procedure.use(async ({ ctx, next, getRawInput }) => {
    const { session } = ctx;
    const refusal = refusalOf(access, session);
    if (refusal || !session) throw refusal ?? unauthorized();
    await refuseNulIn(getRawInput);
    return answerNoRecordAsNotFound(await next({ ctx: { session } }));
  });
}

export const playerProcedure = sessionGate('player');
export const adminProcedure = sessionGate('admin');

/** Counts an attempt against the per-client limit of the abuse-sensitive forms (429 with Retry-After). */
export const ipRateLimited = t.middleware(async ({ ctx, next, path }) => {
  const wait = await ctx.deps.ipLimiter.hit(`${path}:${ctx.clientAddress}`);
  if (wait > 0) throw tooManyRequests(wait);
  return next();
});
