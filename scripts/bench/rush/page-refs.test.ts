import { describe, expect, it } from 'vitest';
import type { Manifest } from '../bundle';
import { SERVICE_WORKER_URL } from '../../../src/client/app/service-worker';
import { readPageRefs } from './page-refs';

/** The shape of the app's daily page: head links, the paint-then-load loader, the query state with clips. */
const html = `<!DOCTYPE html><html><head>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="manifest" href="/manifest.webmanifest"/>
<link rel="stylesheet" href="/assets/entry-client-AAA.css"/>
<script nonce="n">(function(){var started=false;function load(){["/assets/runtime-BBB.js","/assets/errors-CCC.js"].forEach(function(href){});script.src="/assets/entry-client-DDD.js"}})()</script>
</head><body><main id="main">…</main>
<script type="application/json" id="query-state">{"queries":[{"state":{"data":{"words":[
{"audioUrls":{"canonical":"/audio/aa11.mp3","definition":"/audio/bb22.mp3","sentences":["/audio/cc33.mp3","/audio/dd44.mp3"]}},
{"audioUrls":{"canonical":"/audio/ee55.mp3","definition":"/audio/ff66.mp3","sentences":["/audio/aa11.mp3","/audio/gg77.mp3"]}}]}}}]}</script>
</body></html>`;

const manifest: Manifest = {
  'src/client/entry-client.tsx': {
    file: 'assets/entry-client-DDD.js',
    isEntry: true,
    imports: ['_runtime.js', '_errors.js'],
    css: ['assets/entry-client-AAA.css'],
  },
  '_runtime.js': { file: 'assets/runtime-BBB.js' },
  '_errors.js': { file: 'assets/errors-CCC.js' },
  'src/client/pages/game/daily-page.tsx': {
    file: 'assets/daily-page-EEE.js',
    isDynamicEntry: true,
    imports: ['_runtime.js', '_spelling.js'],
  },
  '_spelling.js': { file: 'assets/spelling-FFF.js', imports: ['_errors.js'] },
  'src/client/pages/training/training-page.tsx': { file: 'assets/training-page-GGG.js', isDynamicEntry: true },
};

describe('reading the daily page as a browser does', () => {
  const refs = readPageRefs(html, manifest);

  it('fetches what the markup and the script loader name, each once', () => {
    expect(refs.fromHtml.sort()).toEqual(
      [
        '/assets/entry-client-AAA.css',
        '/assets/entry-client-DDD.js',
        '/assets/errors-CCC.js',
        '/assets/runtime-BBB.js',
        '/favicon.svg',
        '/manifest.webmanifest',
      ].sort(),
    );
  });

  it('then the landing page’s chunk and its imports the HTML did not name, and the service worker', () => {
    expect(refs.afterScripts).toEqual(['/assets/daily-page-EEE.js', '/assets/spelling-FFF.js', SERVICE_WORKER_URL]);
    expect(refs.afterScripts).not.toContain('/assets/training-page-GGG.js');
  });

  it('finds every clip of the game in the page’s data, each once', () => {
    expect(refs.clips).toEqual([
      '/audio/aa11.mp3',
      '/audio/bb22.mp3',
      '/audio/cc33.mp3',
      '/audio/dd44.mp3',
      '/audio/ee55.mp3',
      '/audio/ff66.mp3',
      '/audio/gg77.mp3',
    ]);
  });
});
