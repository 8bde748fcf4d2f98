import { describe, expect, it } from 'vitest';
import { fileError } from './file-errors';

describe('fileError', () => {
  it('puts the system code of an error about the file in words', () => {
    const missing = Object.assign(new Error('ENOENT'), { code: 'ENOENT', syscall: 'open', path: '/srv/a.gz' });
    expect(fileError('read', '/srv/a.gz', missing)?.message).toBe('Cannot read /srv/a.gz: no such file');
    expect(fileError('write', '/srv/a.gz', missing)?.message).toBe('Cannot write /srv/a.gz: no such folder');
  });

  it('leaves an error that is not about the file, such as a database connection that failed', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', syscall: 'connect' });
    expect(fileError('write', '/srv/a.gz', refused)).toBeUndefined();
    const otherFile = Object.assign(new Error('ENOSPC'), { code: 'ENOSPC', syscall: 'write', path: '/data/db/x' });
    expect(fileError('read', '/srv/a.gz', otherFile)).toBeUndefined();
  });
});
