import { TRPCError } from '@trpc/server';
import { serviceUnavailable } from '../trpc/errors';

/** Error codes of a database that cannot be reached or is shutting down. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}

/** Maps a fault of the outside world to a TRPCError (503 for a database that is away), else undefined. */
export function toServiceError(error: unknown): TRPCError | undefined {
  if (error instanceof TRPCError) {
    return error.code === 'INTERNAL_SERVER_ERROR' && isUnavailable(error.cause) ? serviceUnavailable(1) : error;
  }
  return isUnavailable(error) ? serviceUnavailable(1) : undefined;
}
