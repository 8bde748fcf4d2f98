import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/shared/constants';
import { startScriptlessCopy, withoutScript, type ScriptlessCopy } from './scriptless-copy';

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css">' +
  '<link rel="modulepreload" href="/assets/page.js" data-part="help"></head>' +
  '<body><main><h1>Today</h1></main>' +
  '<script>(function(){var s=document.createElement("script");s.src="/assets/entry.js"})()</script>' +
  '<script id="state" type="application/json">{"words":6}</script>' +
  '<script type="module" src="/assets/entry.js"></script></body></html>';

describe('withoutScript', () => {
  it('takes out every script and module preload and keeps the markup and style sheets', () => {
    expect(withoutScript(PAGE)).toBe(
      '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"></head>' +
        '<body><main><h1>Today</h1></main></body></html>',
    );
  });
});

describe('startScriptlessCopy', () => {
  const css = gzipSync('main { color: red }');
  let app: ReturnType<typeof createServer>;
  let appUrl = '';
  let copy: ScriptlessCopy;

  beforeAll(async () => {
    app = createServer((req, res) => {
      if (req.url === '/daily' && req.headers.cookie === `${SESSION_COOKIE}=token-1`) {
        res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      } else if (req.url === '/assets/app.css') {
        res.writeHead(200, { 'content-type': 'text/css', 'content-encoding': 'gzip' }).end(css);
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    copy = await startScriptlessCopy(appUrl, '/daily', 'token-1');
  });
  afterAll(async () => {
    await copy.close();
    await new Promise((resolve) => app.close(resolve));
  });

  it('serves the page the session was shown, with no script in it', async () => {
    const page = await fetch(`${copy.url}/daily`).then((response) => response.text());
    expect(page).toContain('<h1>Today</h1>');
    expect(page).not.toMatch(/<script|modulepreload/);
  });

  it('passes every other request to the app, its bytes and headers as they are', async () => {
    const answer = await fetch(`${copy.url}/assets/app.css`);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(await answer.text()).toBe('main { color: red }');
    expect((await fetch(`${copy.url}/missing`)).status).toBe(404);
  });

  it('refuses to start on a page the app does not answer', async () => {
    await expect(startScriptlessCopy(appUrl, '/daily')).rejects.toThrow('GET /daily answered 404');
  });
});
