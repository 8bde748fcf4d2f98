import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESSION_COOKIE } from '../../src/shared/constants';

/** Every script element, inline or not, and every module preload: what the browser would run. */
const SCRIPT_PARTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*rel="modulepreload"[^>]*>/g;

/** A server-rendered page with nothing left for the browser to run. */
export function withoutScript(html: string): string {
  return html.replace(SCRIPT_PARTS, '');
}

export interface ScriptlessCopy {
  url: string;
  close: () => Promise<void>;
}

/**
 * A copy of the app's page at `path`, as the server rendered it for the session `token`, with its
 * scripts taken out; every other request (style sheets, icons, fonts) goes to the app as it is. Lighthouse
 * run on it reads what the browser alone costs to show that page on this host: the floor of the app's
 * Lighthouse figures, as the bare route is of its throughput.
 */
export async function startScriptlessCopy(appUrl: string, path: string, token?: string): Promise<ScriptlessCopy> {
  const response = await fetch(appUrl + path, { headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {} });
  if (!response.ok) throw new Error(`the page without script: GET ${path} answered ${response.status}`);
  const page = withoutScript(await response.text());
  const app = new URL(appUrl);
  const server: Server = createServer((req, res) => {
    if (req.url === path) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page);
      return;
    }
    const upstream = httpRequest(
      { host: app.hostname, port: app.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // An app that fails before answering is a 502; one that fails mid-answer cuts the answer short.
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
