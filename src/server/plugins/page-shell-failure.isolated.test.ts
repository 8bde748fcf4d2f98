import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// A page whose shell cannot render at all: a fault above every error boundary of the app.
vi.mock('../../client/entry-server', () => ({
  createServerApp: () =>
    createElement(function BrokenDocument(): never {
      throw new Error('the document failed');
    }),
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: 'production' } });
});
afterAll(() => t.close());

describe('a page whose shell fails', () => {
  it('answers 500 with a short page of its own, with the headers of every page and no trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Something went wrong.');
    expect(res.body).not.toContain('the document failed');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
