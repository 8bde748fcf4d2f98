import { TRPCClientError } from '@trpc/client';
import type { FieldError } from '../../shared/schemas/common.schema';

interface ErrorData {
  code?: string;
  httpStatus?: number;
  errors?: FieldError[];
  error?: string;
  retryAfter?: number;
}

/** What a failed call tells the page: its HTTP status, field errors and Retry-After. */
export function readCallError(error: unknown): ErrorData & { status: number } {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? {}) as ErrorData;
    return { ...data, status: data.httpStatus ?? 500 };
  }
  return { status: 0 };
}
