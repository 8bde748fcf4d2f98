import { describe, expect, it } from 'vitest';
import { serializeForScript } from './bootstrap';

describe('serializeForScript', () => {
  const value = { name: '</script><!-- a & b > c', lines: 'one\u2028two\u2029three', plain: 'colour' };

  it('writes nothing that could end the script element or break it as JavaScript', () => {
    const text = serializeForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u003e c');
  });

  it('reads back as the same value', () => {
    expect(JSON.parse(serializeForScript(value))).toEqual(value);
  });
});
