import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathOf } from './return-to';

describe('the page a visitor asked for, through the login', () => {
  it('is carried in /login?next=, except for the home page', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/training')).toBe('/login?next=%2Ftraining');
    expect(loginPathFor('/archive?month=202406')).toBe('/login?next=%2Farchive%3Fmonth%3D202406');
  });

  it('is followed back when it is a path of this site', () => {
    for (const path of ['/training', '/games/5a0c', '/archive?month=202406', '/daily#main'])
      expect(returnPathOf(path), path).toBe(path);
  });

  it('is home for anything else: another site, the login page itself, nothing', () => {
    for (const next of [
      null,
      '',
      'training',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/x\\y',
      '/\nx',
      '/login',
      '/login?next=%2Ftraining',
      `/${'a'.repeat(2001)}`,
    ])
      expect(returnPathOf(next), String(next)).toBe('/');
  });
});
