import { CliError } from './cli-command';

/** Why a file could not be read or written, in the operator's words, by the system's error code. */
const REASONS: Record<string, string | { read: string; write: string }> = {
  // Writing, it is the folder that is missing.
  ENOENT: { read: 'no such file', write: 'no such folder' },
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is not a folder',
  ENOSPC: 'the disk is full',
  EROFS: 'the file system is read-only',
  ENAMETOOLONG: 'the name is too long',
};

/**
 * The one line an operator command ends with when the file it was given cannot be read or written
 * (`Cannot read /srv/backup.gz: no such file`), or undefined when `error` is not about that file (a
 * database connection that failed has a code and a system call too, but no path).
 */
export function fileError(action: 'read' | 'write', file: string, error: unknown, note = ''): CliError | undefined {
  const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown };
  // Reading a folder fails on its descriptor, without the path; nothing but a file system says EISDIR.
  if (typeof code !== 'string' || (path !== file && !(path === undefined && code === 'EISDIR'))) return undefined;
  const reason = REASONS[code] ?? code;
  const said = typeof reason === 'string' ? reason : reason[action];
  return new CliError(`Cannot ${action} ${file}: ${said}${note ? ` (${note})` : ''}`);
}
