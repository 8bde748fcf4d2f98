import { SERVICE_WORKER_URL } from '../../../src/client/app/service-worker';
import { firstLoadChunks, type Manifest } from '../bundle';

/** What a browser fetches after the daily page's HTML, in the order it finds each part. */
export interface PageRefs {
  /** Named by the HTML itself: stylesheets, icon, web manifest, the loader's module preloads and entry. */
  fromHtml: string[];
  /** Loaded once the entry runs: the page's lazy chunk and its imports, then the service worker's script. */
  afterScripts: string[];
  /** The clips of today's game, as the page's query state names them. */
  clips: string[];
}

const unique = (items: Iterable<string>) => [...new Set(items)];

/**
 * Reads a rendered daily page as a browser does: every same-origin file its markup or its script loader
 * names (`/assets/…` in attributes or in the loader's JSON list, `<link href>` of the icon and the web
 * manifest), then what the entry loads before it hydrates (the landing page's chunk and its static
 * imports, from Vite's manifest), and the clips of the game in the page's data.
 */
export function readPageRefs(html: string, manifest: Manifest): PageRefs {
  const assets = [...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]);
  const links = [...html.matchAll(/<link\b[^>]*\brel="(?:icon|manifest)"[^>]*>/g)]
    .map((m) => /\bhref="(\/[^"]*)"/.exec(m[0])?.[1])
    .filter((href): href is string => href !== undefined);
  const fromHtml = unique([...assets, ...links]);
  const lazy = firstLoadChunks(manifest).flatMap((key) => {
    const chunk = manifest[key]!;
    return [chunk.file, ...(chunk.css ?? [])].map((file) => `/${file}`);
  });
  const afterScripts = unique([...lazy.filter((path) => !fromHtml.includes(path)), SERVICE_WORKER_URL]);
  const clips = unique([...html.matchAll(/\/audio\/[\w-]+\.mp3/g)].map((m) => m[0]));
  return { fromHtml, afterScripts, clips };
}
