import type { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { FieldError } from '../../shared/schemas/common.schema';
import { FieldErrors, RetryAfter } from './errors';

const SNAKE_CODE = /^[a-z][a-z_.]*$/;

/** Turns a zod failure into the contract's `{code, message}` items (code = `invalid.<field>`). */
export function fieldErrorsFromZod(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    code: issue.path.length > 0 ? `invalid.${issue.path.map(String).join('.')}` : 'invalid.input',
    message: issue.message,
  }));
}

/** Extra data the client and the REST adapters read off a procedure error. */
export interface ErrorData {
  errors?: FieldError[];
  error?: string;
  retryAfter?: number;
}

export function describeError(error: TRPCError): ErrorData {
  const cause = error.cause;
  if (cause instanceof FieldErrors) return { errors: cause.errors };
  if (cause instanceof ZodError) return { errors: fieldErrorsFromZod(cause) };
  if (cause instanceof RetryAfter) return { error: error.message, retryAfter: cause.seconds };
  if (error.code === 'BAD_REQUEST') return { errors: [{ code: 'invalid.input', message: 'Invalid input' }] };
  if (SNAKE_CODE.test(error.message)) return { error: error.message };
  return { error: defaultCode(error.code) };
}

function defaultCode(code: TRPCError['code']): string {
  switch (code) {
    case 'UNAUTHORIZED':
      return 'unauthorized';
    case 'FORBIDDEN':
      return 'forbidden';
    case 'NOT_FOUND':
      return 'not_found';
    case 'CONFLICT':
      return 'conflict';
    case 'TOO_MANY_REQUESTS':
      return 'too_many_requests';
    case 'SERVICE_UNAVAILABLE':
      return 'unavailable';
    // The request's own mistakes that tRPC finds before any procedure runs.
    case 'METHOD_NOT_SUPPORTED':
      return 'method_not_allowed';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'unsupported_media_type';
    case 'PAYLOAD_TOO_LARGE':
      return 'payload_too_large';
    default:
      return 'internal_error';
  }
}
