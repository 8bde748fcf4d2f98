/** What a `Range` request header asks of a body of `size` bytes (RFC 9110 §14). */
export type RangeAnswer =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * One byte range is served as 206; a malformed or out-of-bounds byte range is 416. Another unit, or
 * several ranges at once (which no audio element asks for), get the whole body: RFC 9110 lets a server
 * ignore Range.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'full' };
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return { kind: 'full' };
  const specs = (match[1] ?? '').split(',');
  if (specs.length > 1) return { kind: 'full' };
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(specs[0] ?? '');
  if (!spec || size === 0) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = spec;
  if (first === '') {
    const suffix = Number(last);
    if (last === '' || suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
