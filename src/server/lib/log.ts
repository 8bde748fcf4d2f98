import pino, { type DestinationStream, type LoggerOptions } from 'pino';

/** Fields of a log object that never reach a line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
];

/**
 * An invitation or recovery code in a path, after any prefix (PUBLIC_URL may have a path of its own,
 * a proxy may pass one on): `/join/<code>`, `/forgot-password/<code>`. A route pattern's `:name` stays.
 */
const CODE_IN_PATH = /(\/(?:join|forgot-password)\/)(?!:)[^\s"'?#/\\<>]+/g;

/** The text with every code of a join or reset link replaced by `:code`. */
export function redactCodes(text: string): string {
  return text.replace(CODE_IN_PATH, '$1:code');
}

/**
 * Whatever wrote it (a request line, a mail line, an error's message), a log line reaches the
 * destination with its codes redacted: the last stop before the log, so no caller can forget it.
 */
export function codeRedactingStream(destination: DestinationStream): DestinationStream {
  return { write: (line: string) => destination.write(redactCodes(line)) };
}

export type AppLoggerOptions = Pick<LoggerOptions, 'level' | 'redact'> & { stream?: DestinationStream };

/** The app's logger: these options (standard output by default), secrets' fields and codes redacted. */
export function appLoggerOptions(options: AppLoggerOptions): AppLoggerOptions & { stream: DestinationStream } {
  return {
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...options,
    stream: codeRedactingStream(options.stream ?? pino.destination({ dest: process.stdout.fd || 1, sync: false })),
  };
}
