import { TRPCError } from '@trpc/server';
import type { FieldError } from '../../shared/schemas/common.schema';

/** The `{code, message}` list a 400 answer carries (product §12.2). */
export class FieldErrors extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => e.code).join(', '));
  }
}

export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`retry after ${seconds}s`);
  }
}

export function inputError(errors: FieldError[]): TRPCError {
  return new TRPCError({
    code: 'BAD_REQUEST',
    message: errors[0]?.message ?? 'Invalid input',
    cause: new FieldErrors(errors),
  });
}

/** 401/403/404/409 answers carry a snake_case code as their message: it becomes `{error: code}`. */
export const unauthorized = (code = 'unauthorized') => new TRPCError({ code: 'UNAUTHORIZED', message: code });
export const forbidden = () => new TRPCError({ code: 'FORBIDDEN', message: 'forbidden' });
export const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'not_found' });
export const conflict = (code: string) => new TRPCError({ code: 'CONFLICT', message: code });
export const tooManyRequests = (seconds: number) =>
  new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'too_many_requests', cause: new RetryAfter(seconds) });
export const serviceUnavailable = (seconds = 1) =>
  new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'unavailable', cause: new RetryAfter(seconds) });
